import { afterEach } from 'vitest';
import { resetAllStores } from '@/lib/create-store';

// The unit files of a worker share one module graph (vitest.config.ts): a store one file leaves
// behind would meet the next file's first test.
afterEach(() => resetAllStores());
