import { createWindowLimiter } from './rate-limit-window';

it('allows `limit` calls per window and key, then resets', () => {
  let time = 0;
  const allow = createWindowLimiter({ limit: 2, windowMs: 1000, now: () => time });
  expect([allow('a'), allow('a'), allow('a'), allow('b')]).toEqual([true, true, false, true]);
  time = 1000;
  expect(allow('a')).toBe(true);
});
