import { configurationProblems } from './lib/env';
import { contentSourceReport } from './lib/wordpress/content-source';

/** A misconfigured variable stops the server at startup, with a message that names it, rather than failing the pages that read it, one request at a time. */
export function stopOnInvalidConfiguration() {
  const problems = configurationProblems();
  if (problems.length === 0) return;
  console.error(`The server cannot start: its configuration is invalid (see .env.example).\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

/** Logs where the content comes from; a WordPress that does not answer is named at startup, not found out from stale pages. */
export async function logContentSource() {
  const report = await contentSourceReport();
  console[report.level](report.message);
}
