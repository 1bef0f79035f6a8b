// Serves the loopback WordPress of real-wordpress.mjs until Ctrl-C, then stops every process and
// deletes its folder:
//   node scripts/wordpress/serve.mjs [--port 8400] [--revalidate-url URL] [--secret S]
import path from 'node:path';
import { startRealWordPress } from './real-wordpress.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const wordpress = await startRealWordPress({
  port: Number(option('port', '8400')),
  revalidateUrl: option('revalidate-url', undefined),
  revalidateSecret: option('secret', ''),
});
console.log(`WordPress: ${wordpress.url} (REST root ${wordpress.apiUrl})`);
console.log(`REST writes: user ${wordpress.user}, application password ${wordpress.applicationPassword}`);
console.log(`  curl -H 'Authorization: ${wordpress.authorization}' ${wordpress.apiUrl}/wp/v2/communiques`);
console.log(`Logs: ${path.dirname(wordpress.logs.php)}. Ctrl-C stops everything and deletes ${wordpress.dir}.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await wordpress.stop();
    process.exit(0);
  });
}
