import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadRoute } from './app/preload-route';
import { Providers } from './app/providers';
import { router } from './app/router';
import { loadEncryptionKey } from './lib/encryption';

// The screen of the address downloads while the app starts, not after its layout has rendered.
preloadRoute(router.routes, window.location);

// Fetch the public key early so the first encrypted call does not wait for it; a failure here
// is retried by that call.
loadEncryptionKey().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
