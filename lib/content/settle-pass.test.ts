import { revalidationPayloadSchema, type RevalidationPayload } from './revalidation';
import { createSettlePass } from './settle-pass';

const delayMs = 200;
const webhook = (payload: unknown) => revalidationPayloadSchema.parse(payload);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createSettlePass', () => {
  it("sends an item's webhook again once, with its last payload, after the last of a burst of saves", async () => {
    const sent: { payload: RevalidationPayload; at: number }[] = [];
    const schedule = createSettlePass(async (payload) => void sent.push({ payload, at: Date.now() }), delayMs);

    // The block editor: the post, then its ACF fields; then an editor who unpublishes at once.
    schedule(webhook({ type: 'communique', id: 12, slug: 'cp-2026-003', status: 'publish' }));
    await wait(delayMs / 2);
    schedule(webhook({ type: 'communique', id: 12, slug: 'cp-2026-003', status: 'publish' }));
    await wait(delayMs / 2);
    const lastSave = Date.now();
    schedule(webhook({ type: 'communique', id: 12, slug: 'cp-2026-003', status: 'trash' }));
    await wait(delayMs * 2);

    expect(sent.map(({ payload }) => payload)).toEqual([{ type: 'press', id: 12, slug: 'cp-2026-003', status: 'trash' }]);
    expect(sent[0]!.at - lastSave).toBeGreaterThanOrEqual(delayMs - 5);
  });

  it('makes one pass per item: saves to two items are both sent again', async () => {
    const sent: RevalidationPayload[] = [];
    const schedule = createSettlePass(async (payload) => void sent.push(payload), delayMs);

    schedule(webhook({ type: 'evenement', id: 18, slug: 'inauguration' }));
    schedule(webhook({ type: 'evenement', id: 14, slug: 'salon' }));
    schedule(webhook({ type: 'projet', id: 18, slug: 'bouake' }));
    await wait(delayMs * 2);

    expect(sent).toEqual([
      { type: 'event', id: 18, slug: 'inauguration' },
      { type: 'event', id: 14, slug: 'salon' },
      { type: 'project', id: 18, slug: 'bouake' },
    ]);
  });
});
