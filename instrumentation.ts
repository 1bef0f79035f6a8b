// Runs once when the server starts. The check is imported only under this condition, the form Next
// documents for Node-only code: the Edge build of this file then leaves out its process.exit, which
// `next dev` otherwise warns about on every compile.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stopOnInvalidConfiguration } = await import('./instrumentation-node');
    stopOnInvalidConfiguration();
  }
}
