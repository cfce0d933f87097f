import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; source maps are left for whoever opens the developer tools. */
const compressible = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes `name.br` and `name.gz` beside each built file over 1 kB, at the highest settings (paid once
 * here), for the server to send as they are (@fastify/static `preCompressed`).
 */
export const precompress = (): Plugin => ({
  name: 'visabridge-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const files = Object.keys(bundle).filter((name) => compressible.test(name));
    await Promise.all(
      files.map(async (name) => {
        const file = path.join(outDir, name);
        const content = await readFile(file);
        if (content.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  },
});
