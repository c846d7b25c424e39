import { BASE_PATH, routes } from '@ddp/contract';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { HomeFrame } from './app/layouts/home-frame';
import { preloadRoute } from './app/preload-route';
import { Providers } from './app/providers';
import { PortalRoutes, portalRoutes } from './app/router';
import { ScreenErrorBoundary } from './app/screen-error-boundary';
import { loadEncryptionKey } from './lib/encryption';
import { startLocale, useLocale } from './lib/locale';
import { startSession } from './lib/start-answer';

// The screen of the address downloads while the app starts, not after its layout has rendered.
preloadRoute(portalRoutes, window.location);

// Fetch the public key early so the first encrypted call does not wait for it; a failure here
// is retried by that call. Signed in, calls are sealed with the session's key instead, and the
// screen's first calls keep the phone's bandwidth.
if (!startSession()) loadEncryptionKey().catch(() => undefined);

const HOME = `${BASE_PATH}${routes.home.slice(1)}`;
const isHomeAddress = (pathname: string) => pathname === HOME || pathname.startsWith(`${HOME}/`);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * The screens, drawn anew in another language when the person switches (docs/web.md, "Languages"):
 * a screen reads its texts as it renders, so the switch remounts them; the queries' data and the
 * colour scheme stay with the providers above.
 */
function Screens() {
  const locale = useLocale();
  return (
    <BrowserRouter key={locale} basename={BASE_PATH}>
      <ScreenErrorBoundary>
        <PortalRoutes />
      </ScreenErrorBoundary>
    </BrowserRouter>
  );
}

// German's catalogue, when wanted, arrives before the first render: no English flashes first.
// The first render is a transition, which React renders in slices of a few milliseconds, giving
// the main thread back in between: drawn at once, a signed-in screen held a slow phone's main
// thread for one to two seconds in tasks of up to 600 ms (docs/benchmarks.md). A signed-in
// address first gets the /home frame, drawn at once from what this file already has: the
// transition keeps it on screen until the screen is ready, instead of a blank page meanwhile.
const withProviders = (screens: ReactNode) => (
  <StrictMode>
    <Providers>{screens}</Providers>
  </StrictMode>
);

startLocale().then(() => {
  const app = createRoot(root);
  if (startSession() && isHomeAddress(window.location.pathname)) app.render(withProviders(<HomeFrame />));
  startTransition(() => app.render(withProviders(<Screens />)));
});
