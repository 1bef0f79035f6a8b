// Attachment rules: PDF, DOC or DOCX by content; the application form's 7 MB each and about 18 MB together,
// and the spec's generic file rule (10 MB) for the dialog form's CV.
import type { FormMessages } from './messages';
import { limits } from './fields';

export const maxFileBytes = 7 * 1024 * 1024;
export const maxGenericFileBytes = 10 * 1024 * 1024;
export const maxTotalFileBytes = 18 * 1024 * 1024;
export const acceptedFileExtensions = ['.pdf', '.doc', '.docx'] as const;
export const acceptAttribute = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentKind = 'pdf' | 'doc' | 'docx';

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const zipSignature = [0x50, 0x4b, 0x03, 0x04]; // PK.. : DOCX is a ZIP holding word/
const wordFolder = [0x77, 0x6f, 0x72, 0x64, 0x2f]; // word/

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function contains(bytes: Uint8Array, needle: number[]): boolean {
  for (let i = 0; i + needle.length <= bytes.length; i++) {
    if (bytes[i] === needle[0] && startsWith(bytes, needle, i)) return true;
  }
  return false;
}

/** What a file really is, from its first bytes (a renamed executable is not a PDF). */
export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, pdfSignature)) return 'pdf';
  if (startsWith(bytes, oleSignature)) return 'doc';
  if (startsWith(bytes, zipSignature) && contains(bytes, wordFolder)) return 'docx';
  return null;
}

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return acceptedFileExtensions.some((extension) => lower.endsWith(extension));
}

export type AttachmentField = 'cv' | 'autreDocument';

export type FileRule = 'application' | 'generic';

export function maxBytesOf(rule: FileRule): number {
  return rule === 'generic' ? maxGenericFileBytes : maxFileBytes;
}

export type AttachmentProblem = { field: AttachmentField | 'form'; title: string; description: string; status: 413 | 422 };

type Attachment = { name: string; size: number; bytes?: Uint8Array };

/**
 * Checks the attachments against the spec's rules. Sizes and names always; content when the bytes
 * are given (the server always gives them; the browser reads the first bytes itself).
 */
export function checkAttachments(
  files: Partial<Record<AttachmentField, Attachment>>,
  m: FormMessages,
  options: { cvRequired: boolean; rule?: FileRule },
): AttachmentProblem | null {
  const rule = options.rule ?? 'application';
  const cv = files.cv;
  if (!cv && options.cvRequired) return { field: 'cv', title: m.validationTitle, description: m.cvRequired, status: 422 };
  let total = 0;
  for (const field of ['cv', 'autreDocument'] as const) {
    const file = files[field];
    if (!file) continue;
    total += file.size;
    if (file.name.length > limits.fileName) return { field, title: m.validationTitle, description: m.fileNameTooLong, status: 422 };
    if (file.size > maxBytesOf(rule)) {
      const description = rule === 'generic' ? m.genericFileTooLarge : field === 'cv' ? m.cvTooLarge : m.otherTooLarge;
      return { field, title: m.fileTooLargeTitle, description, status: 413 };
    }
    const kindOk = file.bytes ? detectDocumentKind(file.bytes) !== null : true;
    if (!hasAcceptedExtension(file.name) || !kindOk) {
      return { field, title: m.fileTypeTitle, description: rule === 'generic' ? m.genericFileType : m.fileTypeDescription, status: 422 };
    }
  }
  if (total > maxTotalFileBytes) return { field: 'form', title: m.attachmentsTooLarge, description: m.attachmentsTooLargeDescription, status: 413 };
  return null;
}
