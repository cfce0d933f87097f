import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { completeDraft, createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { selfPerson, tripCalls } from '../../test/trips';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp({ DRAFTS_PER_ACCOUNT: '2' }));
}, 120_000);
afterAll(() => test.close());

const draftsOf = async (userId: string) =>
  (await test.db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)))[0]?.n;

describe('DRAFTS_PER_ACCOUNT', () => {
  it('refuses one more application in preparation than the limit, alone or on a trip, until one is gone', async () => {
    const me = await createSignedInUser(test);
    const first = await api.createDraft(me.headers);
    await api.createDraft(me.headers);

    const refused = await api.call('POST', '/api/applications', me.headers, completeDraft());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_DRAFTS',
      message:
        'You have 2 applications in preparation, the most one account may have. Submit or delete some before starting another.',
    });
    const trip = await tripCalls(api).create(me.headers);
    const onTrip = await api.call('POST', `/api/trips/${trip.id}/travellers`, me.headers, {
      person: selfPerson,
    });
    expect(onTrip.statusCode).toBe(409);
    expect(onTrip.json().code).toBe('TOO_MANY_DRAFTS');
    expect(await draftsOf(me.user.id)).toBe(2);

    // Another account has its own allowance.
    const other = await createSignedInUser(test);
    await api.createDraft(other.headers);

    expect((await api.call('DELETE', `/api/applications/${first.id}`, me.headers)).statusCode).toBe(200);
    await api.createDraft(me.headers);
    expect(await draftsOf(me.user.id)).toBe(2);
  });
});
