/**
 * Puts values into a label's `{name}` placeholders. Labels passed to the browser use no plural,
 * select or number format (a test holds them to it), so this gives what next-intl would.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
