import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. It does not resolve Tailwind conflicts: a class merger
 * would add about 8.5 KB gzipped to every page with a client component. Instead each component's
 * styles set every utility in one place (base, variant or size), callers only add what is not
 * set, and components/ui/class-conflicts.test.ts checks the variants with tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
