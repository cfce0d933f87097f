import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundledEditionFile } from '../../src/features/visa-data/import-on-first-start';

/**
 * The bundled edition cut to British passports, written into `folder`: a first start that imports it
 * takes a moment instead of the full 39,000 corridors, for tests that do not need them.
 */
export const britishPassportEdition = (folder: string) => {
  const [header = '', ...rows] = readFileSync(bundledEditionFile, 'utf8').split('\n');
  const file = path.join(folder, path.basename(bundledEditionFile));
  writeFileSync(file, [header, ...rows.filter((row) => row.startsWith('GB,'))].join('\n'));
  return file;
};
