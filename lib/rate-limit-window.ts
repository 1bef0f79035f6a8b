// A fixed-window in-memory rate limiter for low-volume endpoints (one process; resets on restart).

export function createWindowLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string): boolean {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= windowMs) {
      // Forget finished windows so the map stays small.
      for (const [other, window] of windows) if (time - window.start >= windowMs) windows.delete(other);
      windows.set(key, { start: time, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}
