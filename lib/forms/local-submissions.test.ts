import { contactMessage, newSubmissionId, parseSubmissions, sortByNewest, splitContactMessage } from './local-submissions';

describe('contact messages', () => {
  it('round-trips the subject through the stored message', () => {
    expect(splitContactMessage(contactMessage('Partenariat', 'Bonjour\n\nà bientôt'))).toEqual({ subject: 'Partenariat', message: 'Bonjour\n\nà bientôt' });
  });
  it('leaves a message without a subject as it is', () => {
    expect(splitContactMessage('Just a message')).toEqual({ message: 'Just a message' });
  });
});

describe('stored records', () => {
  it('ignores broken storage and records without id or timestamp', () => {
    expect(parseSubmissions('not json')).toEqual([]);
    expect(parseSubmissions('{"a":1}')).toEqual([]);
    expect(parseSubmissions('[{"id":"1"},{"id":"2","timestamp":"2026-01-01T00:00:00.000Z"}]')).toHaveLength(1);
  });
  it('are identified by their sending time, and two of one millisecond by distinct ids', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(newSubmissionId([], now)).toBe(String(now.getTime()));
    const first = newSubmissionId([{ id: '1' }], now);
    const second = newSubmissionId([{ id: first }], now);
    const third = newSubmissionId([{ id: first }, { id: second }], now);
    expect(new Set([first, second, third]).size).toBe(3);
  });
  it('sorts newest first', () => {
    const records = parseSubmissions(
      JSON.stringify([
        { id: '1', timestamp: '2026-01-01T00:00:00.000Z' },
        { id: '2', timestamp: '2026-03-01T00:00:00.000Z' },
        { id: '3', timestamp: '2026-02-01T00:00:00.000Z' },
      ]),
    );
    expect(sortByNewest(records).map((record) => record.id)).toEqual(['2', '3', '1']);
  });
});
