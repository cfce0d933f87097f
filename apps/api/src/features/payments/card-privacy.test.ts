import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { testCard } from '../../test/payments';
import type { TestApp } from '../../test/test-app';

const logLines: string[] = [];
let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp(
    {},
    { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } },
  ));
}, 120_000);
afterAll(() => test.close());

/** Every row of every table in the schema, as one string. */
const everyStoredRow = async () => {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const dumps = await Promise.all(
    tables.map(async (table) => JSON.stringify(await test.db.select().from(table))),
  );
  return dumps.join('\n');
};

describe('card numbers', () => {
  it('are kept in no table and no log line, only brand and last four digits', async () => {
    const { headers } = await createSignedInUser(test);
    const cards = {
      succeeds: '4242 4242 4242 4242',
      declined: '4000 0000 0000 0002',
      notLuhn: '4242 4242 4242 4241',
    };
    for (const number of Object.values(cards)) {
      const application = await api.submitted(headers);
      const intent = (
        await api.call('POST', '/api/payments/create-intent', headers, { applicationId: application.id })
      ).json().data;
      const response = await api.call('POST', '/api/payments/confirm', headers, {
        paymentId: intent.paymentId,
        card: testCard(number),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(200);
      expect(response.body).not.toContain(number.replaceAll(' ', ''));
    }
    const stored = await everyStoredRow();
    expect(stored).toContain('Visa •••• 4242');
    expect(stored).toContain('Visa •••• 0002');
    expect(logLines.some((line) => line.includes('/api/payments/confirm'))).toBe(true);
    for (const number of Object.values(cards))
      for (const form of [number, number.replaceAll(' ', '')]) {
        expect(stored).not.toContain(form);
        expect(logLines.filter((line) => line.includes(form))).toEqual([]);
      }
  });
});
