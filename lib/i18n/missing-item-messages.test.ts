import { missingItemMessageFor } from './missing-item-messages';

describe('missingItemMessageFor', () => {
  it('finds the event message under both locales only for event detail paths', () => {
    expect(missingItemMessageFor('/actualites/evenements/x')?.key).toBe('notFound');
    expect(missingItemMessageFor('/en/actualites/evenements/x')?.namespace).toBe('EventDetail');
    expect(missingItemMessageFor('/actualites/evenements')).toBeUndefined();
    expect(missingItemMessageFor('/nope')).toBeUndefined();
  });
});
