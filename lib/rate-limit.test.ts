import { clientAddress, emailRule, RateLimiter } from './rate-limit';

function limiterAt(start = 0) {
  const clock = { now: start };
  return { limiter: new RateLimiter(emailRule, () => clock.now), clock };
}

describe('RateLimiter with the spec rule', () => {
  it('allows 5 attempts in 15 minutes, then blocks for 60 minutes', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 5; i++) expect(limiter.attempt('a@example.com').allowed).toBe(true);
    expect(limiter.attempt('a@example.com')).toEqual({ allowed: false, retryAfterMs: 60 * 60_000, minutesLeft: 60 });
    clock.now += 30 * 60_000;
    expect(limiter.attempt('a@example.com')).toEqual({ allowed: false, retryAfterMs: 30 * 60_000, minutesLeft: 30 });
    clock.now += 30 * 60_000;
    expect(limiter.attempt('a@example.com').allowed).toBe(true);
  });
  it('rounds the minutes left up', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 6; i++) limiter.attempt('k');
    clock.now += 59 * 60_000 + 1;
    const result = limiter.check('k');
    expect(result).toEqual({ allowed: false, retryAfterMs: 60_000 - 1, minutesLeft: 1 });
  });
  it('forgets attempts older than the window', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.attempt('k');
    clock.now += 15 * 60_000;
    expect(limiter.attempt('k').allowed).toBe(true);
  });
  it('keeps keys apart', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 6; i++) limiter.attempt('one');
    expect(limiter.attempt('two').allowed).toBe(true);
    expect(limiter.check('one').allowed).toBe(false);
  });
  it('cleans up stale keys every 5 minutes', () => {
    const { limiter, clock } = limiterAt(1_000_000_000);
    limiter.attempt('old');
    clock.now += 16 * 60_000;
    limiter.attempt('new');
    expect(limiter.size).toBe(1);
  });
});

describe('clientAddress', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7', 'x-real-ip': '192.0.2.1' });
  it('ignores forwarding headers unless a trusted proxy is configured', () => {
    expect(clientAddress(headers, false)).toBeNull();
  });
  it('takes the entry the trusted proxy appended', () => {
    expect(clientAddress(headers, true)).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '192.0.2.1' }), true)).toBe('192.0.2.1');
    expect(clientAddress(new Headers(), true)).toBeNull();
  });
});
