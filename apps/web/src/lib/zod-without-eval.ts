import { z } from 'zod';

// zod builds its object parsers with `new Function` when eval is allowed, and finds out by trying when a
// schema is made. The page's CSP forbids eval (no 'unsafe-eval'): told not to try, zod never provokes a
// refused-eval report. Imported before anything that defines a schema.
z.config({ jitless: true });
