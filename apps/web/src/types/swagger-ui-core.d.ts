// Swagger UI's own constructor (the part of swagger-ui-react that builds the system), reached
// through the alias in vite.config.ts: the package exports only its React wrapper.
declare module 'swagger-ui-core' {
  import type { ComponentType } from 'react';

  /** The parts of Swagger UI's system the viewer uses. */
  export interface SwaggerSystem {
    getComponent(name: 'App', container: 'root'): ComponentType;
    specActions: { updateSpec(spec: string): void };
    authActions: {
      authorize(
        payload: Record<string, { name: string; schema: Record<string, unknown>; value: string }>,
      ): void;
      authorizeOauth2(payload: {
        auth: { name: string; schema: Record<string, unknown> };
        token: { access_token: string; token_type: string };
      }): void;
      logout(names: string[]): void;
    };
  }

  export interface SwaggerOptions {
    presets: unknown[];
    dom_id: null;
    docExpansion: 'list' | 'full' | 'none';
    defaultModelsExpandDepth: number;
    deepLinking: boolean;
    displayRequestDuration: boolean;
    persistAuthorization: boolean;
    tryItOutEnabled: boolean;
    /** Each returns components (by Swagger UI's names) that replace its own. */
    plugins?: (() => { components: Record<string, () => null> })[];
    onComplete?: () => void;
  }

  interface SwaggerUIConstructor {
    (options: SwaggerOptions): SwaggerSystem;
    presets: { apis: unknown };
  }

  const SwaggerUI: SwaggerUIConstructor;
  export default SwaggerUI;
}
