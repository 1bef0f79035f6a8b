// In-memory last good copy of each content read, served when the source fails afterwards (outage policy).

const store = new Map<string, unknown>();

export function rememberGood<T>(key: string, value: T): T {
  store.set(key, value);
  return value;
}

export function lastGood<T>(key: string): T | undefined {
  return store.get(key) as T | undefined;
}

/** Tests start from an empty memory. */
export function forgetAllGood(): void {
  store.clear();
}
