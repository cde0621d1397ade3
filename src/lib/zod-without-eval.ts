import { z } from 'zod';

// The Content-Security-Policy forbids eval, so zod's compiled fast path could never run here;
// jitless also skips the `new Function` probe, which the browser would report as a violation.
// boot.tsx imports this first (and the build keeps it in zod's chunk): the probe runs at the first object parse, some at import time.
z.config({ jitless: true });
