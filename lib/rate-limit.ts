// In-memory attempt limiter: N attempts per key in a window, then the key is blocked for a while.

export type RateLimitRule = { maxAttempts: number; windowMs: number; blockMs: number };

/** Spec §9: 5 attempts per lowercased e-mail within 15 minutes, then blocked 60 minutes. */
export const emailRule: RateLimitRule = { maxAttempts: 5, windowMs: 15 * 60_000, blockMs: 60 * 60_000 };

/** Per client address: looser, since an office or a mobile carrier shares one address among many people. */
export const addressRule: RateLimitRule = { maxAttempts: 20, windowMs: 15 * 60_000, blockMs: 60 * 60_000 };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number; minutesLeft: number };

type Entry = { attempts: number[]; blockedUntil: number };

const cleanupEveryMs = 5 * 60_000;

export class RateLimiter {
  private readonly entries = new Map<string, Entry>();
  private lastCleanup = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one attempt for the key and says whether it may go on. */
  attempt(key: string): RateLimitResult {
    const now = this.now();
    this.cleanup(now);
    const entry = this.entries.get(key) ?? { attempts: [], blockedUntil: 0 };
    this.entries.set(key, entry);
    if (entry.blockedUntil > now) return blocked(entry.blockedUntil - now);
    entry.attempts = entry.attempts.filter((time) => now - time < this.rule.windowMs);
    if (entry.attempts.length >= this.rule.maxAttempts) {
      entry.blockedUntil = now + this.rule.blockMs;
      entry.attempts = [];
      return blocked(this.rule.blockMs);
    }
    entry.attempts.push(now);
    return { allowed: true };
  }

  /** Says whether the key is blocked, without counting an attempt. */
  check(key: string): RateLimitResult {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.blockedUntil > now) return blocked(entry.blockedUntil - now);
    return { allowed: true };
  }

  reset(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  // Forgets stale keys every 5 minutes (spec §9) so the map does not grow without bound.
  private cleanup(now: number): void {
    if (now - this.lastCleanup < cleanupEveryMs) return;
    this.lastCleanup = now;
    for (const [key, entry] of this.entries) {
      const recent = entry.attempts.some((time) => now - time < this.rule.windowMs);
      if (!recent && entry.blockedUntil <= now) this.entries.delete(key);
    }
  }
}

function blocked(retryAfterMs: number): RateLimitResult {
  return { allowed: false, retryAfterMs, minutesLeft: Math.max(1, Math.ceil(retryAfterMs / 60_000)) };
}

/**
 * The client's address. X-Forwarded-For is set by whoever sends the request, so it is believed only
 * behind a configured trusted proxy (its right-most entry, the one that proxy appended).
 */
export function clientAddress(headers: Headers, trustedProxy: boolean): string | null {
  if (!trustedProxy) return null;
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded.split(',').map((part) => part.trim()).filter(Boolean);
    const last = parts.at(-1);
    if (last) return last;
  }
  return headers.get('x-real-ip')?.trim() || null;
}
