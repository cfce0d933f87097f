import pg from 'pg';

export const TEMPLATE_DATABASE = 'visabridge_test_template';

/** A connection to the server's maintenance database, for creating and dropping test databases. */
export const adminConnection = async (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
};
