// Bundles the API into dist/server.js (and its document worker); npm dependencies stay external, the workspace contract is inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@visabridge/'));

await build({
  // Documents are decoded in worker threads that load their own file (prepare-in-worker.ts).
  entryPoints: {
    server: 'src/server.ts',
    'document-worker': 'src/features/documents/analysis/document-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
