// Runs once when the server starts. The checks are imported only under this condition, the form Next
// documents for Node-only code: the Edge build of this file then leaves out its process.exit, which
// `next dev` otherwise warns about on every compile.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logContentSource, stopOnInvalidConfiguration } = await import('./instrumentation-node');
    stopOnInvalidConfiguration();
    // Not awaited: a hanging WordPress must not hold the server's start for the check's 10 s.
    void logContentSource();
  }
}
