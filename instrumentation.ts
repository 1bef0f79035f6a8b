// Runs once when the server starts: a misconfigured variable stops it there, with a message that
// names it, rather than failing the pages that read it, one request at a time.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { configurationProblems } = await import('./lib/env');
  const problems = configurationProblems();
  if (problems.length === 0) return;
  console.error(`The server cannot start: its configuration is invalid (see .env.example).\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
