import { resetFormMemory } from '@/lib/forms/handler';
import { maxFileBytes, maxGenericFileBytes } from '@/lib/forms/files';
import { invalidServerResponse } from '@/lib/forms/delivery';
import { recordDeliveryErrors } from '@/lib/forms/testing/delivery-log';
import { startMailerStandIn, type MailerStandIn } from '@/lib/forms/testing/mailer-stand-in';
import { docxBytes, multipartPost, pdfBytes, testSiteUrl, toBase64 } from '@/lib/forms/testing/requests';
import { POST } from './route';

let mailer: MailerStandIn;

beforeAll(async () => {
  mailer = await startMailerStandIn();
});
afterAll(() => mailer.stop());
afterEach(() => jest.restoreAllMocks());
beforeEach(async () => {
  process.env.SITE_URL = testSiteUrl;
  process.env.MAILER_BASE_URL = mailer.url;
  resetFormMemory();
  await mailer.reset();
});

type Files = { cv?: [Uint8Array, string, string]; autreDocument?: [Uint8Array, string, string] };

function application(fields: Record<string, string> = {}, files: Files = { cv: [pdfBytes, 'cv-jean.pdf', 'application/pdf'] }): FormData {
  const form = new FormData();
  const values = {
    fullName: 'Jean Pierre Dupont',
    email: 'Jean.Dupont@Example.com',
    phone: '+254 712 345 678',
    coverLetter: 'Je suis motivé.',
    jobTitle: 'HR & Talent Manager',
    agreement: 'true',
    language: 'fr',
    website: '',
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, new Blob([file[0] as Uint8Array<ArrayBuffer>], { type: file[2] }), file[1]);
  }
  return form;
}

const post = (form: FormData) => POST(multipartPost('/api/job-application', form));

describe('POST /api/job-application', () => {
  it('delivers an application tried again under its key once, files included, and a corrected one again', async () => {
    const key = { 'idempotency-key': '9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a' };
    expect((await POST(multipartPost('/api/job-application', application(), key))).status).toBe(200);
    expect((await POST(multipartPost('/api/job-application', application(), key))).status).toBe(200);
    expect(await mailer.requests()).toHaveLength(1);
    const otherCv = application({}, { cv: [docxBytes, 'cv-jean.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] });
    expect((await POST(multipartPost('/api/job-application', otherCv, key))).status).toBe(200);
    expect(await mailer.requests()).toHaveLength(2);
  });

  it('forwards multipart fields and both files to /job-application-basic.php', async () => {
    const response = await post(
      application({}, { cv: [pdfBytes, 'cv-jean.pdf', 'application/pdf'], autreDocument: [docxBytes, 'lettre.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] }),
    );
    expect(response.status).toBe(200);
    const [request] = await mailer.requests();
    expect(request?.path).toBe('/job-application-basic.php');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual({
      prenom: 'Jean',
      nom: 'Pierre Dupont',
      email: 'jean.dupont@example.com',
      telephone: '+254 712 345 678',
      message: 'Je suis motivé.',
      jobTitle: 'HR & Talent Manager',
      language: 'fr',
    });
    expect(request?.files?.cv).toMatchObject({ name: 'cv-jean.pdf', type: 'application/pdf', size: pdfBytes.length, base64: toBase64(pdfBytes) });
    expect(request?.files?.autreDocument).toMatchObject({ name: 'lettre.docx', size: docxBytes.length, base64: toBase64(docxBytes) });
  });

  it('takes the longest cover letter and dialog message the browser lets through, line breaks included', async () => {
    // Typed in a textarea, a line break is one character; the browser's multipart encoding sends it as CRLF.
    const typed = (lines: number, length: number) => `${Array.from({ length: lines }, () => 'a'.repeat(length)).join('\n')}a`;
    const coverLetter = typed(10, 99);
    const message = typed(500, 9);
    expect([coverLetter.length, message.length]).toEqual([1000, 5000]);
    expect((await post(application({ coverLetter }))).status).toBe(200);
    const form = new FormData();
    for (const [key, value] of Object.entries({ formType: 'candidature', name: 'Awa Traoré', email: 'awa@example.com', message, language: 'fr' })) form.append(key, value);
    expect((await post(form)).status).toBe(200);
    const [letter, dialog] = await mailer.requests();
    // Forwarded to the mailer as multipart too, so with CRLF again.
    expect(letter?.fields?.message).toBe(coverLetter.replaceAll('\n', '\r\n'));
    expect(dialog?.fields?.message).toBe(message.replaceAll('\n', '\r\n'));
  });

  it('refuses a phone without 8 digits, however many separators it has, and forwards nothing', async () => {
    const response = await post(application({ phone: '++++ -- ++++' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ phone: 'Le numéro de téléphone est requis et doit contenir au moins 8 chiffres' });
    expect(await mailer.requests()).toEqual([]);
  });

  it('repeats a single-word name as nom', async () => {
    await post(application({ fullName: 'Madonna', language: 'en' }));
    const [request] = await mailer.requests();
    expect(request?.fields).toMatchObject({ prenom: 'Madonna', nom: 'Madonna', language: 'en' });
  });

  it('requires the CV and the agreement', async () => {
    const noCv = await post(application({}, {}));
    expect(noCv.status).toBe(422);
    expect((await noCv.json()).fieldErrors).toEqual({ cv: 'Le CV est requis' });
    const noAgreement = await post(application({ agreement: 'false' }));
    expect((await noAgreement.json()).fieldErrors).toEqual({ agreement: 'Vous devez accepter les conditions' });
    expect(await mailer.requests()).toEqual([]);
  });

  it('refuses a renamed file by its content', async () => {
    const response = await post(application({}, { cv: [new TextEncoder().encode('MZ\x90\x00 not a pdf'), 'cv.pdf', 'application/pdf'] }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: 'Type de fichier invalide', message: 'Veuillez utiliser un fichier PDF, DOC ou DOCX' });
  });

  it('forwards the type the content shows, not the one the browser claimed', async () => {
    const response = await post(application({}, { cv: [pdfBytes, 'cv.pdf', 'application/octet-stream'], autreDocument: [docxBytes, 'lettre.docx', ''] }));
    expect(response.status).toBe(200);
    const [request] = await mailer.requests();
    expect(request?.files?.cv?.type).toBe('application/pdf');
    expect(request?.files?.autreDocument?.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a file whose name says another type than its content, in the form language', async () => {
    const french = await post(application({}, { cv: [pdfBytes, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] }));
    expect(french.status).toBe(422);
    expect(await french.json()).toMatchObject({ title: 'Type de fichier invalide', fieldErrors: { cv: 'Veuillez utiliser un fichier PDF, DOC ou DOCX' } });
    const english = await post(application({ language: 'en' }, { cv: [pdfBytes, 'cv.pdf', 'application/pdf'], autreDocument: [pdfBytes, 'letter.doc', 'application/msword'] }));
    expect(english.status).toBe(422);
    expect(await english.json()).toMatchObject({ title: 'Invalid File Type', fieldErrors: { autreDocument: 'Please use a PDF, DOC or DOCX file' } });
    expect(await mailer.requests()).toEqual([]);
  });

  it('refuses an 8 MB CV with 413 and the spec notice', async () => {
    const big = new Uint8Array(8 * 1024 * 1024);
    big.set(pdfBytes);
    const response = await post(application({ language: 'en' }, { cv: [big, 'big.pdf', 'application/pdf'] }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: 'File Too Large', message: 'CV must not exceed 7MB' });
    expect(await mailer.requests()).toEqual([]);
  });

  it('refuses a body beyond about 18 MB before reading it all', async () => {
    const big = new Uint8Array(maxFileBytes);
    big.set(pdfBytes);
    const form = application({}, { cv: [big, 'a.pdf', 'application/pdf'], autreDocument: [big, 'b.pdf', 'application/pdf'] });
    form.append('cv2', new Blob([big]), 'c.pdf');
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: 'Pièces jointes trop volumineuses' });
    expect(await mailer.requests()).toEqual([]);
  });

  it('says a too large body in the language of the page that posted, before the body is read', async () => {
    const big = new Uint8Array(maxFileBytes);
    big.set(pdfBytes);
    const form = application({ language: 'en' }, { cv: [big, 'a.pdf', 'application/pdf'], autreDocument: [big, 'b.pdf', 'application/pdf'] });
    form.append('cv2', new Blob([big]), 'c.pdf');
    const response = await POST(multipartPost('/api/job-application', form, { referer: `${testSiteUrl}/en/careers/join-us` }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: 'Attachments too large', message: 'Attachments must not exceed 18MB in total' });
  });

  it('refuses a second file in one field rather than silently dropping it', async () => {
    const form = application();
    form.append('autreDocument', new Blob([pdfBytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'two.pdf');
    form.append('autreDocument', new Blob([pdfBytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'three.pdf');
    const response = await post(form);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fieldErrors: { autreDocument: 'Un seul fichier par champ' } });
    expect(await mailer.requests()).toEqual([]);
  });

  it('answers 400 to broken multipart and 415 to JSON', async () => {
    const broken = new Request(`${testSiteUrl}/api/job-application`, {
      method: 'POST',
      headers: { origin: testSiteUrl, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJean',
    });
    expect((await POST(broken)).status).toBe(400);
    const json = new Request(`${testSiteUrl}/api/job-application`, { method: 'POST', headers: { origin: testSiteUrl, 'content-type': 'application/json' }, body: '{}' });
    expect((await POST(json)).status).toBe(415);
  });

  it('answers 400 to a post of thousands of parts without parsing them', async () => {
    const parts = Array.from({ length: 5000 }, () => '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n').join('');
    const flood = new Request(`${testSiteUrl}/api/job-application`, {
      method: 'POST',
      headers: { origin: testSiteUrl, 'content-type': 'multipart/form-data; boundary="xyz"' },
      body: `${parts}--xyz--\r\n`,
    });
    const response = await POST(flood);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: 'bad-request' });
    expect(await mailer.requests()).toEqual([]);
  });

  it('counts the parts on the boundary the parser splits on, whatever another parameter quotes', async () => {
    const parts = Array.from({ length: 5000 }, () => '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n').join('');
    for (const contentType of ['multipart/form-data; x="; boundary=decoy"; boundary=xyz', 'multipart/form-data; boundary=decoy; boundary=xyz']) {
      const flood = new Request(`${testSiteUrl}/api/job-application`, {
        method: 'POST',
        headers: { origin: testSiteUrl, 'content-type': contentType },
        body: `${parts}--xyz--\r\n`,
      });
      const response = await POST(flood);
      expect({ contentType, status: response.status, body: await response.json() }).toMatchObject({ contentType, status: 400, body: { ok: false, error: 'bad-request' } });
    }
    expect(await mailer.requests()).toEqual([]);
  });

  it('maps the mailer answers to the error catalogue, and logs each for operators', async () => {
    const logged = recordDeliveryErrors();
    await mailer.mode('html');
    expect(await (await post(application({ email: 'a1@example.com' }))).json()).toMatchObject({ error: 'delivery-failed', message: invalidServerResponse });
    await mailer.mode('success-false');
    expect((await (await post(application({ email: 'a2@example.com' }))).json()).message).toBe('Mailbox full');
    await mailer.mode('500');
    const failed = await post(application({ email: 'a3@example.com' }));
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe('Mailer exploded');
    await mailer.mode('refuse');
    expect((await (await post(application({ email: 'a4@example.com' }))).json()).message).toBe("Le serveur d'envoi est injoignable");
    expect(logged()).toEqual([
      `[forms] job-application delivery failed: ${invalidServerResponse}`,
      '[forms] job-application delivery failed: Mailbox full',
      '[forms] job-application delivery failed: Mailer exploded',
      expect.stringMatching(/^\[forms\] job-application delivery failed: Network error: fetch failed: \S/),
    ]);
  });

  it('answers the spam trap as a success and forwards nothing', async () => {
    const response = await post(application({ website: 'bot' }));
    expect(response.status).toBe(200);
    expect(await mailer.requests()).toEqual([]);
  });

  it('rate limits the sixth application of one e-mail, in the form language', async () => {
    for (let i = 0; i < 5; i++) await post(application());
    const response = await post(application({ language: 'en' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(await response.json()).toMatchObject({ title: 'Too Many Attempts', minutesLeft: 60, message: 'Too many attempts. Please try again in 60 minutes.' });
  });

  it('delivers the dialog candidature without CV as a spontaneous application', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ formType: 'candidature', name: 'Awa Traoré', email: 'awa@example.com', phone: '', message: 'Bonjour', language: 'fr' })) form.append(key, value);
    expect((await post(form)).status).toBe(200);
    const [request] = await mailer.requests();
    expect(request?.fields).toEqual({ prenom: 'Awa', nom: 'Traoré', email: 'awa@example.com', telephone: '', message: 'Bonjour', jobTitle: 'Candidature spontanée', language: 'fr' });
    expect(request?.files).toEqual({});
  });

  it('requires the CV for the dialog postuler type and sends the job title', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ formType: 'postuler', name: 'Awa Traoré', email: 'awa@example.com', message: 'Bonjour', jobTitle: 'Accountant', language: 'fr' })) form.append(key, value);
    expect((await post(form)).status).toBe(422);
    form.append('cv', new Blob([pdfBytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'cv.pdf');
    expect((await post(form)).status).toBe(200);
    const [request] = await mailer.requests();
    expect(request?.fields?.jobTitle).toBe('Accountant');
    expect(request?.files?.cv?.base64).toBe(toBase64(pdfBytes));
  });

  it("holds the dialog form's CV to the generic file rule: 10 MB, with its own notices", async () => {
    const dialogForm = (cv: Uint8Array, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ formType: 'candidature', name: 'Awa Traoré', email: 'awa@example.com', message: 'Bonjour', language: 'fr' })) form.append(key, value);
      form.append('cv', new Blob([cv as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
      return form;
    };
    const eightMegabytes = new Uint8Array(8 * 1024 * 1024);
    eightMegabytes.set(pdfBytes);
    expect((await post(dialogForm(eightMegabytes, 'cv.pdf'))).status).toBe(200);
    const tooLarge = await post(dialogForm(new Uint8Array(maxGenericFileBytes + 1), 'cv.pdf'));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ fieldErrors: { cv: 'Le fichier est trop volumineux (max 10MB)' } });
    const wrongType = await post(dialogForm(new TextEncoder().encode('MZ not a document'), 'cv.pdf'));
    expect(await wrongType.json()).toMatchObject({ fieldErrors: { cv: 'Type de fichier non autorisé. Utilisez PDF, DOC ou DOCX' } });
    const misnamed = await post(dialogForm(pdfBytes, 'cv.doc'));
    expect(await misnamed.json()).toMatchObject({ fieldErrors: { cv: 'Type de fichier non autorisé. Utilisez PDF, DOC ou DOCX' } });
  });
});
