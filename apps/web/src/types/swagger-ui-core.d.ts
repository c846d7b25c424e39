// Swagger UI's own constructor (the part of swagger-ui-react that builds the system), reached
// through the alias in vite.config.ts: the package exports only its React wrapper.
declare module 'swagger-ui-core' {
  import type { ComponentType } from 'react';

  /** Swagger UI's state is Immutable.js: only what the viewer reads of it. */
  interface ImmutableLike {
    size: number;
    toJS(): unknown;
  }

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
    /** `authorized()` is an Immutable Map of the schemes filled in: empty until one is. */
    authSelectors: { authorized(): ImmutableLike };
    /** `show(['operations', tag, id], true)` opens one operation (`taggedOperations` names it). */
    layoutActions: { show(key: string[], shown: boolean): void };
    specSelectors: { taggedOperations(): ImmutableLike };
  }

  /** A plugin: components replacing Swagger UI's own, or wrapping them (by Swagger UI's names). */
  export interface SwaggerPlugin {
    components?: Record<string, ComponentType<never>>;
    // biome-ignore lint/suspicious/noExplicitAny: Swagger UI passes each component its own props
    wrapComponents?: Record<string, (Original: ComponentType<any>) => ComponentType<any>>;
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
    plugins?: (() => SwaggerPlugin)[];
    onComplete?: () => void;
  }

  interface SwaggerUIConstructor {
    (options: SwaggerOptions): SwaggerSystem;
    presets: { apis: unknown };
  }

  const SwaggerUI: SwaggerUIConstructor;
  export default SwaggerUI;
}

// Swagger UI's own helper for an operation's id (the key it keeps the operation's open state under).
declare module 'swagger-client/es/helpers' {
  export function opId(operation: Record<string, unknown>, pathName: string, method: string): string;
}
