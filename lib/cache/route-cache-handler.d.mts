// The handler's surface as its unit test uses it; Next loads the .mjs uncompiled, without types.
type CachedValue = { kind: string; html?: string | Buffer; [field: string]: unknown };

export default class RouteCacheHandler {
  constructor(options: { flushToDisk: boolean; fs?: object; serverDistDir: string; maxMemoryCacheSize: number; revalidatedTags: string[] });
  get(key: string, ctx: { kind: string; tags?: string[] }): Promise<{ value: CachedValue | null } | null>;
  set(key: string, data: CachedValue | null, ctx: object): Promise<void>;
}
