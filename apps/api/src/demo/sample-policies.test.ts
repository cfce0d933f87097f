import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaPolicies } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { createTestAppWithVisaData } from '../test/visa-data';
import { seedSamplePolicies } from './sample-policies';

let test: TestApp;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  await seedSamplePolicies(test.db);
  await seedSamplePolicies(test.db);
  await test.app.visa.index.reload();
}, 120_000);
afterAll(() => test.close());

const check = async (fromCountry: string, toCountry: string, purpose: string) =>
  (
    await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry, toCountry, purpose },
    })
  ).json().data;

describe('the demo sample policies', () => {
  it('are seeded once, all marked as samples, each for its entry category', async () => {
    const rows = await test.db.select().from(visaPolicies);
    expect(rows.every((row) => row.isSample)).toBe(true);
    expect(rows.map((row) => `${row.destination} ${row.purpose} ${row.category}`).sort()).toEqual([
      'AU tourist visa_required',
      'CN business visa_required',
      'GB business visa_required',
      'GB tourist visa_required',
      'IN tourist e_visa',
      'US business visa_required',
      'US tourist eta',
      'US tourist visa_required',
    ]);
  });

  it('reach only corridors of their category, labelled as sample data', async () => {
    const eVisa = await check('GB', 'IN', 'tourist');
    expect(eVisa).toMatchObject({ category: 'e_visa', fee: '$25.00', policy: { isSample: true } });
    const esta = await check('DE', 'US', 'tourist');
    // The ESTA rule's official USD 40 wins over the sample policy's fee.
    expect(esta).toMatchObject({ category: 'eta', fee: '$40.00', processingTime: '1-3 business days' });
    expect(esta.documents.join(' ')).not.toMatch(/DS-160|Interview/);
    const visitor = await check('IN', 'US', 'business');
    expect(visitor).toMatchObject({ category: 'visa_required', fee: '$185.00' });
    expect(visitor.documents).toContain('DS-160 confirmation page');
  });
});
