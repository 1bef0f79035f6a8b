// What the forms' fields accept, apart from their rules: lengths and choices. Kept out of the zod
// schemas so that a form can draw its fields before its validation has loaded.

export const limits = {
  name: 100,
  email: 255,
  /** Characters for the optional phones, digits for the required one (lib/forms/schemas.ts). */
  phoneMin: 8,
  /** Every character, separators included, as the input's maxLength counts. */
  phoneMax: 20,
  message: 5000,
  coverLetter: 1000,
  jobTitle: 200,
  subject: 200,
  company: 200,
  visitDate: 100,
  fileName: 255,
  /** The longest showroom figure the schema's number pattern accepts: 9 digits, a comma or point, 3 decimals. */
  figure: 13,
} as const;

/**
 * A title the visitor did not type (an event's, from WordPress; an offer's) as a form sends it: on
 * one line, without the characters the schemas refuse on one, within their length. The visitor
 * could not correct it in a field they do not see.
 */
export function asTitleField(title: string | undefined): string | undefined {
  const line = title?.replace(/[\p{C}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
  // Cut within the length, but not through a character written in two UTF-16 units (an emoji).
  return line?.slice(0, limits.jobTitle).replace(/\p{Cs}$/u, '').trimEnd();
}

export const showroomValues = ['zanzibar-fumba', 'zanzibar-jambiani', 'both'] as const;
export const showroomServiceValues = ['solar', 'battery', 'electric-mobility', 'energy-management', 'all'] as const;
export const dialogFormTypes = ['candidature', 'postuler', 'inscription', 'contact'] as const;
export const participationModes = ['presentiel', 'virtuel'] as const;

export type DialogFormType = (typeof dialogFormTypes)[number];
