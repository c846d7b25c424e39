// Installs the npm packages when a fresh clone has none yet, or when the lock file is newer.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureInstalled() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (stale) {
    console.log('> installing npm packages');
    // The lock file is complete (every platform's optional packages), so the install is reproducible.
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  }
}
