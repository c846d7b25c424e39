import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal lives under /dev-portal/ (spec section 2); the API stays at the origin's /v1.
export default defineConfig({
  base: '/dev-portal/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8080',
    },
  },
});
