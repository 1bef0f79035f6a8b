import { acceptAttribute, checkAttachments, contentTypeOf, detectDocumentKind, maxFileBytes, maxGenericFileBytes } from './files';
import { formMessages } from './messages';

const m = formMessages.fr;
const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n');
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....[Content_Types].xml....word/document.xml')]);
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....evil.exe')]);
const exe = new TextEncoder().encode('MZ\x90\x00');

describe('detectDocumentKind', () => {
  it('recognises PDF, DOC and DOCX by their bytes', () => {
    expect(detectDocumentKind(pdf)).toBe('pdf');
    expect(detectDocumentKind(doc)).toBe('doc');
    expect(detectDocumentKind(docx)).toBe('docx');
  });
  it('refuses other content, a plain ZIP and empty files', () => {
    expect(detectDocumentKind(exe)).toBeNull();
    expect(detectDocumentKind(zip)).toBeNull();
    expect(detectDocumentKind(new Uint8Array())).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('names the type of the content, whatever the file is called', () => {
    expect([pdf, doc, docx, exe].map(contentTypeOf)).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/octet-stream',
    ]);
  });
  it('offers the file picker the same types', () => {
    expect(acceptAttribute).toBe('.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });
});

describe('checkAttachments', () => {
  it('accepts a CV and another document', () => {
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: pdf.length, bytes: pdf }, autreDocument: { name: 'lettre.docx', size: docx.length, bytes: docx } }, m, { cvRequired: true })).toBeNull();
  });
  it('requires the CV when asked', () => {
    expect(checkAttachments({}, m, { cvRequired: true })?.description).toBe('Le CV est requis');
    expect(checkAttachments({}, m, { cvRequired: false })).toBeNull();
  });
  it('refuses a renamed executable and a wrong extension', () => {
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: exe.length, bytes: exe } }, m, { cvRequired: true })).toEqual({
      field: 'cv',
      title: 'Type de fichier invalide',
      description: 'Veuillez utiliser un fichier PDF, DOC ou DOCX',
      status: 422,
    });
    expect(checkAttachments({ cv: { name: 'cv.exe', size: pdf.length, bytes: pdf } }, m, { cvRequired: true })?.title).toBe('Type de fichier invalide');
  });
  it("refuses a file whose extension leads to another program than its content's, in the browser as on the server", () => {
    for (const [name, bytes] of [['cv.docx', pdf], ['cv.pdf', docx], ['cv.pdf', doc], ['cv.doc', pdf]] as const) {
      expect(checkAttachments({ cv: { name, size: bytes.length, bytes } }, m, { cvRequired: true })).toEqual({
        field: 'cv',
        title: 'Type de fichier invalide',
        description: 'Veuillez utiliser un fichier PDF, DOC ou DOCX',
        status: 422,
      });
    }
    expect(checkAttachments({ cv: { name: 'CV.PDF', size: pdf.length, bytes: pdf }, autreDocument: { name: 'Lettre.DOC', size: doc.length, bytes: doc } }, m, { cvRequired: true })).toBeNull();
    // Word opens either of its formats under either name.
    expect(checkAttachments({ cv: { name: 'cv.doc', size: docx.length, bytes: docx }, autreDocument: { name: 'lettre.docx', size: doc.length, bytes: doc } }, m, { cvRequired: true })).toBeNull();
  });
  it('caps each file at 7 MB with its own notice', () => {
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: maxFileBytes + 1 } }, m, { cvRequired: true })).toEqual({
      field: 'cv',
      title: 'Fichier trop volumineux',
      description: 'Le CV ne doit pas dépasser 7MB',
      status: 413,
    });
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: 10 }, autreDocument: { name: 'a.pdf', size: maxFileBytes + 1 } }, m, { cvRequired: true })?.description).toBe(
      'Les documents supplémentaires ne doivent pas dépasser 7MB',
    );
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: maxFileBytes } }, m, { cvRequired: true })).toBeNull();
  });
  it('refuses file names over 255 characters', () => {
    expect(checkAttachments({ cv: { name: `${'a'.repeat(252)}.pdf`, size: 10 } }, m, { cvRequired: true })?.description).toBe(m.fileNameTooLong);
  });
  it('applies the generic rule (10 MB, its own notices) when asked', () => {
    const generic = { cvRequired: false, rule: 'generic' as const };
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: maxFileBytes + 1 } }, m, generic)).toBeNull();
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: maxGenericFileBytes + 1 } }, m, generic)?.description).toBe('Le fichier est trop volumineux (max 10MB)');
    expect(checkAttachments({ cv: { name: 'cv.txt', size: 10 } }, formMessages.en, generic)?.description).toBe('File type not allowed. Use PDF, DOC or DOCX');
  });
  it('speaks English with English messages', () => {
    expect(checkAttachments({ cv: { name: 'cv.pdf', size: maxFileBytes + 1 } }, formMessages.en, { cvRequired: true })?.title).toBe('File Too Large');
  });
});
