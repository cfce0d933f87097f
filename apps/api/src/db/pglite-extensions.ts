import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create (trigram indexes for staff search); every PGlite opens with them. */
export const pgliteExtensions = { pg_trgm };
