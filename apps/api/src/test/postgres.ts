import pg from 'pg';

/** The databases a test file copies: migrated with the countries, and that plus the current edition. */
export const TEMPLATES = {
  migrated: 'visabridge_test_template',
  edition: 'visabridge_test_template_edition',
} as const;

export type Template = keyof typeof TEMPLATES;

/** A connection to the server's maintenance database, for creating and dropping test databases. */
export const adminConnection = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
};
