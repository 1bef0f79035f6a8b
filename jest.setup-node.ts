import { tmpdir } from 'node:os';
import path from 'node:path';

// Content read in tests keeps its last good copies in a folder of this test worker, not in .next/.
process.env.CONTENT_CACHE_DIR = path.join(tmpdir(), `solio-last-good-${process.pid}`);

// What next.config.ts writes into a build: the key that signs Open Graph card addresses.
process.env.OG_IMAGE_KEY = 'jest-og-image-key';
