import { attachmentName, safeFileName, splitFullName } from './delivery';

describe('splitFullName', () => {
  it('takes the first word as prenom and the rest as nom', () => {
    expect(splitFullName('Jean Pierre  Dupont')).toEqual({ prenom: 'Jean', nom: 'Pierre Dupont' });
  });
  it('repeats a single word', () => {
    expect(splitFullName('  Madonna ')).toEqual({ prenom: 'Madonna', nom: 'Madonna' });
  });
});

describe('safeFileName', () => {
  it('keeps the extension of a long name, so the stored file still opens', () => {
    const stored = safeFileName(`${'b'.repeat(200)}.pdf`);
    expect(stored).toHaveLength(120);
    expect(stored.endsWith('.pdf')).toBe(true);
  });
  it('stays inside the folder and replaces what file systems dislike', () => {
    expect(safeFileName('../../pwned.pdf')).toBe('pwned.pdf');
    expect(safeFileName('mon CV (2026).docx')).toBe('mon_CV_2026_.docx');
    expect(safeFileName('.pdf')).toBe('pdf');
    expect(safeFileName('')).toBe('file');
  });
});

describe('attachmentName', () => {
  it('keeps the name the visitor gave, accents and spaces included', () => {
    expect(attachmentName('CV Amélie Dupont (2026).pdf')).toBe('CV Amélie Dupont (2026).pdf');
  });
  it('drops folders, line breaks, invisible characters and quotes', () => {
    expect(attachmentName('../../../etc/x.pdf')).toBe('x.pdf');
    expect(attachmentName('C:\\Windows\\x.pdf')).toBe('x.pdf');
    expect(attachmentName('evil"\r\nX-Injected: 1.pdf')).toBe('evilX-Injected 1.pdf');
    expect(attachmentName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(attachmentName('cv\u202efdp.exe.pdf')).toBe('cvfdp.exe.pdf');
    expect(attachmentName('\u200b.pdf')).toBe('cv.pdf');
  });
});
