import { DeliveryLedger, submissionId } from './idempotency';
import type { Submission } from './delivery';

const sent = () => Response.json({ ok: true });
const failed = () => Response.json({ ok: false }, { status: 502 });
const repeated = () => Response.json({ ok: true, repeated: true });

function counting(answer: () => Response) {
  const deliver = jest.fn(async () => answer());
  return deliver;
}

function post(key: string | null): Request {
  return new Request('http://site.test/api/contact', { method: 'POST', headers: key === null ? {} : { 'idempotency-key': key } });
}

const key = '0123456789abcdef0123456789abcdef';
const message: Submission = { kind: 'contact', payload: { email: 'amelie@example.com', message: 'Bonjour' } };

describe('submissionId', () => {
  it('is the same for the same key and content, and differs when either changes', () => {
    const id = submissionId(post(key), 'contact', message);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(submissionId(post(key.toUpperCase()), 'contact', message)).toBe(id);
    expect(submissionId(post('f'.repeat(32)), 'contact', message)).not.toBe(id);
    expect(submissionId(post(key), 'contact', { kind: 'contact', payload: { ...message.payload, message: 'Bonjour !' } })).not.toBe(id);
    expect(submissionId(post(key), 'showroom', message)).not.toBe(id);
  });

  it('tells files apart by their bytes', () => {
    const application = (bytes: number[]): Submission => ({ kind: 'job-application', fields: { email: 'amelie@example.com' }, files: { cv: { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array(bytes) } } });
    const id = submissionId(post(key), 'job-application', application([1, 2, 3]));
    expect(submissionId(post(key), 'job-application', application([1, 2, 3]))).toBe(id);
    expect(submissionId(post(key), 'job-application', application([1, 2, 4]))).not.toBe(id);
  });

  it('ignores a missing or malformed key: such a post is sent as usual', () => {
    expect(submissionId(post(null), 'contact', message)).toBeNull();
    for (const bad of ['', 'short', 'g'.repeat(32), 'a'.repeat(65), `${key} ${key}`, '../../etc/passwd']) expect(submissionId(post(bad), 'contact', message)).toBeNull();
  });
});

describe('DeliveryLedger', () => {
  it('delivers a message once: a later try answers as the delivered one did, without sending', async () => {
    const ledger = new DeliveryLedger();
    const deliver = counting(sent);
    expect((await ledger.deliverOnce('id', deliver, repeated)).ok).toBe(true);
    expect(await (await ledger.deliverOnce('id', deliver, repeated)).json()).toEqual({ ok: true, repeated: true });
    expect(deliver).toHaveBeenCalledTimes(1);
    await ledger.deliverOnce('other', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('sends again after a try that failed', async () => {
    const ledger = new DeliveryLedger();
    const deliverFailing = counting(failed);
    expect((await ledger.deliverOnce('id', deliverFailing, repeated)).status).toBe(502);
    const deliver = counting(sent);
    expect(await (await ledger.deliverOnce('id', deliver, repeated)).json()).toEqual({ ok: true });
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('sends again after a try that threw', async () => {
    const ledger = new DeliveryLedger();
    await expect(ledger.deliverOnce('id', () => Promise.reject(new Error('boom')), repeated)).rejects.toThrow('boom');
    const deliver = counting(sent);
    await ledger.deliverOnce('id', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('makes a try that arrives during the first wait for it', async () => {
    const ledger = new DeliveryLedger();
    let finish: (response: Response) => void = () => undefined;
    const first = ledger.deliverOnce('id', () => new Promise<Response>((resolve) => (finish = resolve)), repeated);
    const deliver = counting(sent);
    const second = ledger.deliverOnce('id', deliver, repeated);
    // The first try's delivery starts on the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    finish(sent());
    expect((await first).ok).toBe(true);
    expect(await (await second).json()).toEqual({ ok: true, repeated: true });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('forgets a message after an hour', async () => {
    let now = 0;
    const ledger = new DeliveryLedger(() => now);
    const deliver = counting(sent);
    await ledger.deliverOnce('id', deliver, repeated);
    now = 59 * 60_000;
    await ledger.deliverOnce('id', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(1);
    now += 61 * 60_000;
    await ledger.deliverOnce('id', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 20 000 messages, forgetting the oldest first', async () => {
    const ledger = new DeliveryLedger();
    const deliver = counting(sent);
    for (let i = 0; i <= 20_000; i++) await ledger.deliverOnce(`id-${i}`, deliver, repeated);
    await ledger.deliverOnce('id-20000', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(20_001);
    await ledger.deliverOnce('id-0', deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(20_002);
  });

  it('sends without a key every time', async () => {
    const ledger = new DeliveryLedger();
    const deliver = counting(sent);
    await ledger.deliverOnce(null, deliver, repeated);
    await ledger.deliverOnce(null, deliver, repeated);
    expect(deliver).toHaveBeenCalledTimes(2);
  });
});
