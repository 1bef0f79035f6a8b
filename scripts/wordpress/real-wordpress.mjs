// A real WordPress on loopback from Debian's packages (wordpress, mariadb-server, php-cli,
// php-mysql), with the Solio Headless plugin, for the contract test and for trying the plugin by hand.
// Everything lives in one temporary folder: a copy of the WordPress tree with its own wp-config.php
// (Debian's picks /etc/wordpress/config-<host>.php, machine state this must not depend on), a
// MariaDB data folder served on a Unix socket only, and `php -S` with a router instead of Apache.
// scripts/wordpress/serve.mjs runs it from the command line.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { spawnGroup, stopGroup } from './process-group.mjs';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const pluginSource = path.resolve(here, '../../wordpress/solio-headless');
const debianTree = '/usr/share/wordpress';

/** What must be on the machine, and the Debian package that brings it (scripts/install-test-deps.sh installs them). */
const requirements = [
  [`${debianTree}/wp-settings.php`, 'wordpress'],
  ['/usr/sbin/mariadbd', 'mariadb-server'],
  ['/usr/bin/mariadb-install-db', 'mariadb-server'],
  ['/usr/bin/php', 'php-cli'],
];

async function checkMachine() {
  const missing = requirements.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length === 0) {
    const { stdout } = await run('php', ['-r', 'echo extension_loaded("mysqli") ? "yes" : "no";']);
    if (stdout.trim() !== 'yes') missing.push('php-mysql');
  }
  if (missing.length > 0) {
    throw new Error(`Missing Debian packages: ${[...new Set(missing)].join(', ')}. Run: bash scripts/install-test-deps.sh`);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once something accepts connections on `target` (a port or a Unix socket path). */
async function waitForConnection(target, { timeoutMs, exited, what }) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what} exited while starting`);
    if (await canConnect(target)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

function canConnect(target) {
  return new Promise((resolve) => {
    const socket = typeof target === 'number' ? net.connect(target, '127.0.0.1') : net.connect(target);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The end of a log, for an error message written before the folder holding it is deleted. */
function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function phpString(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function wpConfig({ url, socket, revalidateUrl, revalidateSecret, debugLog }) {
  const salt = () => phpString(randomBytes(32).toString('base64'));
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  const revalidation = revalidateUrl
    ? `define( 'SOLIO_REVALIDATE_URL', ${phpString(revalidateUrl)} );\ndefine( 'SOLIO_REVALIDATE_SECRET', ${phpString(revalidateSecret)} );\n`
    : '';
  return `<?php
// Written by scripts/wordpress/real-wordpress.mjs for one loopback run.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${phpString(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', ${salt()} );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', ${phpString(url)} );
define( 'WP_SITEURL', ${phpString(url)} );
// Application passwords on plain http are only offered to a 'local' environment.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${phpString(debugLog)} );
${revalidation}
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

async function startMariaDb({ dataDir, socket, logDir }) {
  const user = os.userInfo().username;
  // Small and without durability: the data lives for one run.
  const tuning = ['--innodb-buffer-pool-size=32M', '--innodb-log-file-size=16M', '--innodb-flush-log-at-trx-commit=0', '--skip-log-bin'];
  await run('mariadb-install-db', [
    '--no-defaults',
    '--basedir=/usr',
    `--datadir=${dataDir}`,
    `--user=${user}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    '--skip-name-resolve',
    ...tuning,
  ]);
  const server = spawnGroup(
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      '--basedir=/usr',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dataDir, 'mariadbd.pid')}`,
      '--skip-networking',
      `--user=${user}`,
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      ...tuning,
    ],
    { logFile: path.join(logDir, 'mariadb.log') },
  );
  return server;
}

/**
 * Starts MariaDB and WordPress, installs WordPress with the plugin active, and creates an admin
 * with an application password. Call `stop()` at the end: it stops every process and deletes the folder.
 * @param {{ port: number, revalidateUrl?: string, revalidateSecret?: string }} options
 */
export async function startRealWordPress({ port, revalidateUrl, revalidateSecret = '' }) {
  await checkMachine();
  if (await canConnect(port)) throw new Error(`Port ${port} is already in use on 127.0.0.1`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'solio-wp-'));
  const root = path.join(dir, 'wordpress');
  const dataDir = path.join(dir, 'mariadb');
  const logDir = path.join(dir, 'logs');
  const socket = path.join(dir, 'mariadbd.sock');
  const url = `http://127.0.0.1:${port}`;
  const logs = { php: path.join(logDir, 'php.log'), mariadb: path.join(logDir, 'mariadb.log'), debug: path.join(logDir, 'wp-debug.log') };
  mkdirSync(logDir);

  const started = [];
  const stop = async () => {
    for (const group of started.reverse()) await stopGroup(group.pgid);
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const database = startMariaDb({ dataDir, socket, logDir });

    cpSync(debianTree, root, { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(root, 'wp-config.php'));
    rmSync(path.join(root, '.htaccess'), { force: true });
    writeFileSync(path.join(root, 'wp-config.php'), wpConfig({ url, socket, revalidateUrl, revalidateSecret, debugLog: logs.debug }));
    cpSync(pluginSource, path.join(root, 'wp-content/plugins/solio-headless'), { recursive: true });
    mkdirSync(path.join(root, 'wp-content/uploads'), { recursive: true });

    const mariadb = await database;
    started.push(mariadb);
    await waitForConnection(socket, { timeoutMs: 30_000, exited: mariadb.exited, what: `MariaDB (log: ${logs.mariadb})` });

    const env = { ...process.env, SOLIO_WP_ROOT: root, SOLIO_WP_DB_SOCKET: socket, SOLIO_WP_URL: url };
    const installed = await run('php', [path.join(here, 'install.php')], { env }).catch((error) => {
      throw new Error(`install.php failed: ${error.stderr || error.message}`);
    });
    const { user, applicationPassword } = JSON.parse(installed.stdout.slice(installed.stdout.indexOf('{')));

    const php = spawnGroup('php', ['-S', `127.0.0.1:${port}`, '-t', root, path.join(here, 'router.php')], {
      cwd: root,
      // Workers let the site's parallel reads (lists, items, media) be answered side by side.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      logFile: logs.php,
    });
    started.push(php);
    await waitForConnection(port, { timeoutMs: 15_000, exited: php.exited, what: `php -S (log: ${logs.php})` });

    return {
      url,
      apiUrl: `${url}/wp-json`,
      user,
      applicationPassword,
      authorization: `Basic ${Buffer.from(`${user}:${applicationPassword}`).toString('base64')}`,
      dir,
      logs,
      stop,
    };
  } catch (error) {
    const details = Object.entries(logs)
      .map(([name, file]) => `--- ${name} log ---\n${tail(file)}`)
      .join('\n');
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${details}`, { cause: error });
  }
}
