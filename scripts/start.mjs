// Serves the standalone production build: copies the static assets beside it, as Next's docs
// require for `output: 'standalone'`, then runs its server (HOSTNAME and PORT from the environment).
import { cpSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

// The .env files, as `next start` reads them: the standalone server has only the copy its build made
// (none for a .env written since), and a value set in the environment wins over theirs.
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(file)) process.loadEnvFile(file);
}

const standalone = '.next/standalone';
if (!existsSync(`${standalone}/server.js`)) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}
cpSync('.next/static', `${standalone}/.next/static`, { recursive: true });
if (existsSync('public')) cpSync('public', `${standalone}/public`, { recursive: true });

// An empty value, as a .env copied from .env.example leaves some, means the default.
const given = (name) => process.env[name]?.trim() || undefined;
const contentCacheDir = given('CONTENT_CACHE_DIR');

const server = spawn(process.execPath, [`${standalone}/server.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOSTNAME: given('HOSTNAME') ?? '127.0.0.1',
    PORT: given('PORT') ?? '3000',
    // The standalone server runs from its own folder, which a rebuild wipes: folders given relative
    // to the project stay in the project. Without CONTENT_CACHE_DIR the copies stay in the build's cache.
    OUTBOX_DIR: path.resolve(given('OUTBOX_DIR') ?? '.outbox'),
    // A reverse proxy keeps its connections to the server open and reuses them. Node closes an idle
    // one after 5 s, so a request the proxy sends as it closes meets a reset, a 502 for the visitor.
    // The server keeps them longer than proxies do (60 s: nginx's upstream keepalive, load balancers).
    KEEP_ALIVE_TIMEOUT: given('KEEP_ALIVE_TIMEOUT') ?? '65000',
    ...(contentCacheDir && { CONTENT_CACHE_DIR: path.resolve(contentCacheDir) }),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
