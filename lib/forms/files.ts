// Attachment rules: PDF, DOC or DOCX by content, named for the program that opens them; the application form's 7 MB each and about 18 MB together,
// and the spec's generic file rule (10 MB) for the dialog form's CV.
import type { FormMessages } from './messages';
import { limits } from './fields';

export const maxFileBytes = 7 * 1024 * 1024;
export const maxGenericFileBytes = 10 * 1024 * 1024;
export const maxTotalFileBytes = 18 * 1024 * 1024;

export type DocumentKind = 'pdf' | 'doc' | 'docx';

const documentTypes: Record<DocumentKind, { extension: string; mimeType: string }> = {
  pdf: { extension: '.pdf', mimeType: 'application/pdf' },
  doc: { extension: '.doc', mimeType: 'application/msword' },
  docx: { extension: '.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

const documentTypeList = Object.entries(documentTypes) as [DocumentKind, (typeof documentTypes)[DocumentKind]][];

export const acceptAttribute = [...documentTypeList.map(([, type]) => type.extension), ...documentTypeList.map(([, type]) => type.mimeType)].join(',');

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

/** What a file's name says it is. */
function kindOfName(fileName: string): DocumentKind | null {
  const lower = fileName.toLowerCase();
  return documentTypeList.find(([, type]) => lower.endsWith(type.extension))?.[0] ?? null;
}

function openedBy(kind: DocumentKind): 'reader' | 'word' {
  return kind === 'pdf' ? 'reader' : 'word';
}

/**
 * The type to hand on with a file: its content's. What the browser claims is its system's guess from
 * the name, or nothing at all, which reaches HR as application/octet-stream, an unknown file.
 */
export function contentTypeOf(bytes: Uint8Array): string {
  const kind = detectDocumentKind(bytes);
  return kind ? documentTypes[kind].mimeType : 'application/octet-stream';
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
    // The name must say which program opens the content: HR's computer opens a file by its name, so a
    // PDF named cv.docx opens in Word, which fails. Word itself opens a .doc holding DOCX and the
    // reverse, which older programs write, so those go through.
    const named = kindOfName(file.name);
    const detected = file.bytes ? detectDocumentKind(file.bytes) : named;
    if (named === null || detected === null || openedBy(detected) !== openedBy(named)) {
      return { field, title: m.fileTypeTitle, description: rule === 'generic' ? m.genericFileType : m.fileTypeDescription, status: 422 };
    }
  }
  if (total > maxTotalFileBytes) return { field: 'form', title: m.attachmentsTooLarge, description: m.attachmentsTooLargeDescription, status: 413 };
  return null;
}
