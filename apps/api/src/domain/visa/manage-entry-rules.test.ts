import { roles } from '@visabridge/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, entryRules, notifications } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { checkRequirements } from './check-requirements';
import { createRequirementsIndex } from './requirements-index';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => test.close());

/** Japanese passports to South Korea: visa free in the dataset, so a rule's change is plain to see. */
const rule = (change: object = {}) => ({
  passports: ['JP'],
  destination: 'KR',
  purposes: ['tourist'],
  category: 'eta',
  authorisationName: 'Korea Electronic Travel Authorization',
  startsOn: '2026-12-01',
  applyUrl: 'https://www.k-eta.go.kr',
  fees: [{ from: '2026-12-01', amount: 10000, currency: 'krw' }],
  source: 'https://www.k-eta.go.kr',
  recordedOn: '2026-11-28',
  recordedBy: 'Test admin',
  ...change,
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  test.app.inject({ method, url, payload, headers });

const categoryOn = async (travelDate: string) =>
  (
    await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'JP', toCountry: 'KR', purpose: 'tourist', travelDate },
    })
  ).json().data.category;

/** How many rules and audit events are stored: a refused write must change neither. */
const stored = async () => {
  const [rules] = await test.db.select({ total: count() }).from(entryRules);
  const [events] = await test.db.select({ total: count() }).from(auditEvents);
  return { rules: rules?.total ?? 0, events: events?.total ?? 0 };
};

const missing = '00000000-0000-4000-8000-000000000000';

describe('entry rules kept by admins', () => {
  it.each(roles.filter((role) => role !== 'admin'))('refuses the %s role with 403', async (role) => {
    const { headers } = await createSignedInUser(test, { role });
    const before = await stored();
    expect((await send('GET', '/api/visa/entry-rules', undefined, headers)).statusCode).toBe(403);
    expect((await send('GET', '/api/visa/entry-rules/groups', undefined, headers)).statusCode).toBe(403);
    expect((await send('POST', '/api/visa/entry-rules', rule(), headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/visa/entry-rules/${missing}`, undefined, headers)).statusCode).toBe(
      403,
    );
    expect(await stored()).toEqual(before);
  });

  it('needs a session (401)', async () => {
    expect((await send('GET', '/api/visa/entry-rules', undefined, {})).statusCode).toBe(401);
    expect((await send('GET', '/api/visa/entry-rules/groups', undefined, {})).statusCode).toBe(401);
  });

  it('names every group a rule may be written for, and only those the API accepts', async () => {
    const response = await send('GET', '/api/visa/entry-rules/groups');
    expect(response.statusCode).toBe(200);
    const { passportGroups, destinationGroups } = response.json().data;
    const ids = (groups: { id: string }[]) => groups.map((group) => group.id);
    expect(ids(passportGroups)).toEqual(expect.arrayContaining(['eu-eea-swiss', 'schengen', 'visa-exempt']));
    expect(ids(destinationGroups)).toContain('schengen');
    expect(ids(destinationGroups)).not.toContain('visa-exempt');
    expect(passportGroups).toContainEqual({ id: 'eu-eea-swiss', name: 'EU, EEA and Swiss citizens' });
    for (const group of passportGroups) {
      const answer = await send(
        'POST',
        '/api/visa/entry-rules',
        rule({ passports: [], passportGroup: group.id, endsOn: '2026-11-30', startsOn: '2026-11-01' }),
      );
      expect(answer.statusCode, `${group.id}: ${answer.body}`).toBe(201);
      await send('DELETE', `/api/visa/entry-rules/${answer.json().data.id}`);
    }
  });

  it('creates, edits, ends and deletes a rule, each audited, the checker answering at once', async () => {
    expect(await categoryOn('2026-12-15')).toBe('visa_free');
    const created = await send('POST', '/api/visa/entry-rules', rule());
    expect(created.statusCode).toBe(201);
    const { id, isShipped } = created.json().data;
    expect(isShipped).toBe(false);
    expect(created.json().data.fees).toEqual([{ from: '2026-12-01', amount: 10000, currency: 'KRW' }]);
    expect(await categoryOn('2026-12-15')).toBe('eta');
    expect(await categoryOn('2026-11-30')).toBe('visa_free');

    const ended = await send('PUT', `/api/visa/entry-rules/${id}`, rule({ endsOn: '2026-12-31' }));
    expect(ended.statusCode).toBe(200);
    expect(await categoryOn('2027-01-01')).toBe('visa_free');
    expect(await categoryOn('2026-12-31')).toBe('eta');

    const listed = (await send('GET', '/api/visa/entry-rules')).json().data;
    expect(listed.find((item: { id: string }) => item.id === id)).toMatchObject({ endsOn: '2026-12-31' });

    expect((await send('DELETE', `/api/visa/entry-rules/${id}`)).statusCode).toBe(200);
    expect(await categoryOn('2026-12-15')).toBe('visa_free');
    expect((await send('DELETE', `/api/visa/entry-rules/${id}`)).statusCode).toBe(404);

    const audit = await test.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id))
      .orderBy(auditEvents.id);
    expect(audit.map((event) => event.action)).toEqual([
      'entry_rule.created',
      'entry_rule.updated',
      'entry_rule.deleted',
    ]);
    expect(audit[1]?.details).toMatchObject({
      rule: 'Korea Electronic Travel Authorization, to South Korea (KR)',
      before: { endsOn: null },
      after: { endsOn: '2026-12-31' },
    });
  });

  it('changes the answer on a second instance once it polls the database', async () => {
    const other = await createRequirementsIndex(test.db, test.app.log);
    try {
      const created = await send('POST', '/api/visa/entry-rules', rule({ startsOn: '2027-03-01' }));
      const input = {
        fromCountry: 'JP',
        toCountry: 'KR',
        purpose: 'tourist' as const,
        travelDate: '2027-03-10',
      };
      expect(checkRequirements(other, test.config.fees, input).category).toBe('visa_free');
      await other.refresh();
      expect(checkRequirements(other, test.config.fees, input).category).toBe('eta');
      await send('DELETE', `/api/visa/entry-rules/${created.json().data.id}`);
    } finally {
      other.stop();
    }
  });

  it('keeps a shipped rule: it is ended, not deleted (409 on endsOn)', async () => {
    const [shipped] = await test.db
      .select()
      .from(entryRules)
      .where(eq(entryRules.slug, 'gb-eta-eu-eea-swiss'));
    if (!shipped) throw new Error('the shipped UK ETA rule is missing');
    const refused = await send('DELETE', `/api/visa/entry-rules/${shipped.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: 'endsOn', message: expect.stringContaining('end date') },
    ]);
    expect(await test.db.select().from(entryRules).where(eq(entryRules.id, shipped.id))).toHaveLength(1);
  });

  it.each([
    ['an unknown country code', rule({ passports: ['XX'] }), 'passports'],
    ['a source that is not http(s)', rule({ source: 'ftp://gov.example/rule' }), 'source'],
    ['an end before its start', rule({ endsOn: '2026-11-01' }), 'endsOn'],
    ['an unknown passport group', rule({ passports: [], passportGroup: 'everyone' }), 'passportGroup'],
    [
      'a negative fee',
      rule({ fees: [{ from: '2026-12-01', amount: -1, currency: 'KRW' }] }),
      'fees.0.amount',
    ],
  ])('refuses %s with 400 on the field, writing nothing', async (_label, body, field) => {
    const before = await stored();
    const response = await send('POST', '/api/visa/entry-rules', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for a rule that does not exist and 400 for a malformed id', async () => {
    expect((await send('PUT', `/api/visa/entry-rules/${missing}`, rule())).statusCode).toBe(404);
    expect((await send('PUT', '/api/visa/entry-rules/not-an-id', rule())).statusCode).toBe(400);
  });

  it('tells each traveller whose open trip it changes, in the bell and by email, with the source', async () => {
    const traveller = async (fromCountry: string, plannedArrivalDate: string) => {
      const { user, headers } = await createSignedInUser(test);
      const draft = { fromCountry, toCountry: 'KR', purpose: 'tourist', travelInfo: { plannedArrivalDate } };
      expect((await send('POST', '/api/applications', draft, headers)).statusCode).toBe(201);
      return user;
    };
    const during = await traveller('JP', '2027-05-10');
    const before = await traveller('JP', '2027-04-20');
    const otherPassport = await traveller('US', '2027-05-10');
    const news = async () => {
      const bell = await test.db
        .select()
        .from(notifications)
        .where(inArray(notifications.userId, [during.id, before.id, otherPassport.id]));
      const mail = await test.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.recipient, [during.email, before.email, otherPassport.email]));
      return { bell, mail };
    };

    const fees = [{ from: '2026-11-01', amount: 10000, currency: 'KRW' }];
    const created = await send('POST', '/api/visa/entry-rules', rule({ startsOn: '2027-05-01', fees }));
    const { id } = created.json().data;
    const afterCreate = await news();
    expect(afterCreate.bell.map((item) => item.userId)).toEqual([during.id]);
    expect(afterCreate.bell[0]?.message).toBe(
      'An entry rule for South Korea changed for your trip arriving on May 10, 2027: Visa free → Korea Electronic Travel Authorization (government fee: ₩10,000). Source: https://www.k-eta.go.kr. Check what your application needs now, and confirm with the official source before you travel.',
    );
    expect(afterCreate.mail.map((item) => item.recipient)).toEqual([during.email]);
    expect(afterCreate.mail[0]?.body).toContain('/applications/');

    // Moved earlier, the rule now covers the second trip too; the first one's answer is unchanged.
    await send('PUT', `/api/visa/entry-rules/${id}`, rule({ startsOn: '2027-04-01', fees }));
    const afterEdit = await news();
    expect(afterEdit.bell.map((item) => item.userId).sort()).toEqual([during.id, before.id].sort());

    await send('DELETE', `/api/visa/entry-rules/${id}`);
    const afterDelete = await news();
    expect(afterDelete.bell.filter((item) => item.message.includes('→ Visa free'))).toHaveLength(2);
    expect(afterDelete.bell.some((item) => item.userId === otherPassport.id)).toBe(false);
  });
});
