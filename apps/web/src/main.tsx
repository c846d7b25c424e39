import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { loadEncryptionKey } from './lib/encryption';

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
