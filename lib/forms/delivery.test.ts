import { mkdtemp, readdir, readFile, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { attachmentName, safeFileName, splitFullName, writeToOutbox, type Submission } from './delivery';

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

describe('writeToOutbox', () => {
  const megabyte = 1024 ** 2;
  const application: Submission = {
    kind: 'job-application',
    fields: { fullName: 'Awa Niyonzima', email: 'awa@example.com' },
    files: { cv: { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array(8 * megabyte) } },
  };

  it('refuses a submission that would leave its disk under the reserve, and writes nothing of it', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const disk = await statfs(outbox);
      const free = disk.bavail * disk.bsize;
      // The 8 MB CV would leave 4 MB less than the reserve; with 64 MB to spare, it fits.
      await expect(writeToOutbox(outbox, application, free - 4 * megabyte)).rejects.toThrow(/MB free on its disk, which keeps at least/);
      expect(await readdir(outbox)).toEqual([]);
      const folder = await writeToOutbox(outbox, application, free - 64 * megabyte);
      expect((await readFile(path.join(folder, 'cv-cv.pdf'))).byteLength).toBe(8 * megabyte);
    } finally {
      log.mockRestore();
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
