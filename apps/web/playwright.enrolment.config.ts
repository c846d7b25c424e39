import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys of the on-screen authenticator set-up (`*.enrolment.spec.ts`, issue 22): the same
 * browsers and server as playwright.config.ts, but the server runs with TOTP_ENROLMENT=browser, an
 * operator's setting for the whole instance that would change every other journey's sign-up.
 */
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!server) throw new Error('playwright.config.ts starts no server');

export default defineConfig({
  ...base,
  projects: [
    { name: 'desktop', testMatch: /\.enrolment\.spec\.ts$/ },
    {
      name: 'phone',
      testMatch: /\.enrolment\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: { ...server, env: { ...server.env, TOTP_ENROLMENT: 'browser' } },
});
