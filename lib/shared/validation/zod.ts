// The one import of zod for code that may run in the browser (lib/shared, lib/browser,
// components). zod compiles object parsers with `new Function` when it may; to find out it
// probes once, and under our Content-Security-Policy (no 'unsafe-eval') the browser reports that
// probe as a violation even though zod catches it (Lighthouse lists it as a console issue).
// In the browser zod therefore runs without compiling; the server keeps the faster compiled
// parsers (CSV imports validate thousands of rows).
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
