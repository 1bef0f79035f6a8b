// The copy of each sent form this browser keeps under localStorage `formSubmissions` (spec §3), read by /all-submissions.
import { browserStorage } from '@/lib/browser-storage';
import type { DialogFormType } from './fields';

const submissionsStorageKey = 'formSubmissions';
export const jobApplicationsStorageKey = 'job-applications';
const submittedEvent = 'formSubmitted';
/** Raised when this tab deletes records, so every list on the page re-reads storage. */
const submissionsChangedEvent = 'formSubmissionsChanged';

export type StoredSubmission = {
  id: string;
  timestamp: string;
  name: string;
  email: string;
  phone?: string;
  message: string;
  formType: DialogFormType | string;
  jobTitle?: string;
  eventTitle?: string;
  hasCv?: boolean;
  cvFileName?: string;
  recipient?: string;
  // The contact form's own fields (spec site §3) are kept beside the common ones.
  prenom?: string;
  nom?: string;
  telephone?: string;
  sujet?: string;
};

function isRecord(value: unknown): value is StoredSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'string' && typeof record.timestamp === 'string';
}

function readSubmissions(): StoredSubmission[] {
  return parseSubmissions(rawSubmissions());
}

/** Adds a record; a full or blocked storage must not turn a delivered form into a failure. */
export function storeSubmission(record: Omit<StoredSubmission, 'id' | 'timestamp'>, now = new Date()): StoredSubmission {
  const records = readSubmissions();
  const stored: StoredSubmission = { id: newSubmissionId(records, now), timestamp: now.toISOString(), ...record };
  browserStorage.setItem(submissionsStorageKey, JSON.stringify([...records, stored]));
  window.dispatchEvent(new CustomEvent(submittedEvent, { detail: stored }));
  return stored;
}

/**
 * The sending time in milliseconds, as the earlier site wrote ids; two records of one millisecond
 * (two tabs, a double submit) get the next free number, so deleting one leaves the other.
 */
export function newSubmissionId(records: readonly Pick<StoredSubmission, 'id'>[], now: Date): string {
  const taken = new Set(records.map((record) => record.id));
  let id = now.getTime();
  while (taken.has(String(id))) id += 1;
  return String(id);
}

export function deleteSubmission(id: string): StoredSubmission[] {
  const remaining = readSubmissions().filter((record) => record.id !== id);
  browserStorage.setItem(submissionsStorageKey, JSON.stringify(remaining));
  window.dispatchEvent(new Event(submissionsChangedEvent));
  return remaining;
}

export function clearSubmissions(): void {
  browserStorage.removeItem(submissionsStorageKey);
  window.dispatchEvent(new Event(submissionsChangedEvent));
}

/** Subscribes to every change of the stored list: other tabs (storage), new forms, deletions here. */
export function subscribeToSubmissions(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === submissionsStorageKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(submittedEvent, onChange);
  window.addEventListener(submissionsChangedEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(submittedEvent, onChange);
    window.removeEventListener(submissionsChangedEvent, onChange);
  };
}

/** The raw stored text: a stable snapshot for useSyncExternalStore (strings compare by value). */
export function rawSubmissions(): string {
  return browserStorage.getItem(submissionsStorageKey) ?? '[]';
}

export function parseSubmissions(raw: string): StoredSubmission[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/** The contact form stores its subject inside the message; /all-submissions splits it back. */
export function contactMessage(sujet: string, message: string): string {
  return `Sujet: ${sujet}\n\nMessage: ${message}`;
}

export function splitContactMessage(message: string): { subject?: string; message: string } {
  const match = /^Sujet:\s*([\s\S]*?)\n\nMessage:\s?([\s\S]*)$/.exec(message);
  return match ? { subject: match[1]?.trim(), message: match[2] ?? '' } : { message };
}

export function sortByNewest(records: StoredSubmission[]): StoredSubmission[] {
  return [...records].sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
