import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API package folder, found from this file whether it runs from `src/` or the bundled `dist/`. */
const findApiRoot = () => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'migrations', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the API migrations folder');
    dir = parent;
  }
  return dir;
};

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'migrations');
export const webDistDir = path.resolve(apiRoot, '..', 'web', 'dist');

/** The module the web app's build makes for drawing its public pages on the server. */
export const webServerEntry = path.resolve(apiRoot, '..', 'web', 'dist-server', 'entry-server.js');
