// `npm start`: install what is missing, build the web app and the server, start the portal.
import { execSync, spawn } from 'node:child_process';
import { ensureInstalled } from './ensure-installed.mjs';

ensureInstalled();
console.log('> building the web app and the server');
execSync('npm run build', { stdio: 'inherit' });
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
