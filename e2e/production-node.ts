// The Node.js that runs the site's server in the end-to-end and contract tests: the LTS line the
// README recommends for production. Node 20, which runs the tools here (the build, Jest,
// Playwright), reached its end of life in April 2026; a server bug that only a supported Node shows
// is found here, not after a deployment. scripts/install-test-deps.sh installs it into .tools/.
import { existsSync } from 'node:fs';
import path from 'node:path';

const binary = path.resolve(__dirname, '../.tools/production-node/node_modules/.bin/node');

export function productionNode(): string {
  if (!existsSync(binary)) throw new Error(`No Node.js for the server under test at ${binary}: run \`bash scripts/install-test-deps.sh\`.`);
  return binary;
}
