// The `zod` every module of the web build imports (an alias in vite.config.ts), configured first.
// zod builds its object parsers with `new Function` when eval is allowed, and finds out by trying. The page's
// CSP forbids eval (no 'unsafe-eval'): told not to try, zod never provokes a refused-eval report. Since this
// module is what provides `z`, the setting is made before any schema exists, in whichever chunk first needs
// zod, and pages that validate nothing never download it.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
