/**
 * The errors the form handler logs for operators when a delivery fails, recorded rather than
 * printed among the test results, so that a test can say what an operator would read.
 */
export function recordDeliveryErrors(): () => string[] {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((call) => String(call[0]));
}
