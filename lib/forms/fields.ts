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

export const showroomValues = ['zanzibar-fumba', 'zanzibar-jambiani', 'both'] as const;
export const showroomServiceValues = ['solar', 'battery', 'electric-mobility', 'energy-management', 'all'] as const;
export const dialogFormTypes = ['candidature', 'postuler', 'inscription', 'contact'] as const;
export const participationModes = ['presentiel', 'virtuel'] as const;

export type DialogFormType = (typeof dialogFormTypes)[number];
