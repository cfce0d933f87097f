import path from 'node:path';
import { apiRoot } from '../lib/package-root';

/** The Passport Index files shared with the project (never copied into it); SHARED_DIR overrides. */
export const passportIndexDir = process.env.SHARED_DIR
  ? path.join(process.env.SHARED_DIR, 'data', 'passport-index')
  : path.resolve(apiRoot, '../../../shared/data/passport-index');

export const currentEditionFile = path.join(passportIndexDir, 'passport-index-tidy-iso2.csv');
export const previousEditionFile = path.join(passportIndexDir, 'passport-index-tidy-iso2-2025-01-02.csv');
