import { roles } from '@visabridge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, entryConditions, notifications } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { checkRequirements } from './check-requirements';
import { createRequirementsIndex } from './requirements-index';
import { seedEntryConditions } from './shipped-entry-conditions';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => test.close());

const url = '/api/visa/entry-conditions';

/** South Korea: no conditions ship for it, so a row an admin writes is plain to see in the checklist. */
const conditions = (change: object = {}) => ({
  scope: 'kr',
  passportValidity: 'beyond_arrival',
  passportValidityMonths: 6,
  blankPages: 1,
  source: 'https://www.hikorea.go.kr',
  photo: { shape: 'print', widthMm: 35, heightMm: 45, background: 'white background' },
  recordedOn: '2026-11-28',
  ...change,
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers = admin) =>
  test.app.inject({ method, url: path, payload, headers });

const passportLineOf = (documents: string[]) =>
  documents.find((document) => /passport/i.test(document) && !/photo/i.test(document));

/** The checklist's passport line for Japanese travellers to South Korea. */
const passportLine = async () => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/visa/requirements',
    payload: { fromCountry: 'JP', toCountry: 'KR', purpose: 'tourist', travelDate: '2026-12-15' },
  });
  return passportLineOf(response.json().data.documents);
};

/** How many rows and audit events are stored: a refused write must change neither. */
const stored = async () => {
  const [rows] = await test.db.select({ total: count() }).from(entryConditions);
  const [events] = await test.db.select({ total: count() }).from(auditEvents);
  return { rows: rows?.total ?? 0, events: events?.total ?? 0 };
};

const shippedRow = async (scope: string) => {
  const [row] = await test.db.select().from(entryConditions).where(eq(entryConditions.scope, scope));
  if (!row) throw new Error(`the shipped ${scope} conditions are missing`);
  return row;
};

const missing = '00000000-0000-4000-8000-000000000000';

describe('entry conditions kept by admins', () => {
  it.each(roles.filter((role) => role !== 'admin'))('refuses the %s role with 403', async (role) => {
    const { headers } = await createSignedInUser(test, { role });
    const before = await stored();
    const { id } = await shippedRow('GB');
    expect((await send('GET', url, undefined, headers)).statusCode).toBe(403);
    expect((await send('POST', url, conditions(), headers)).statusCode).toBe(403);
    expect((await send('PUT', `${url}/${id}`, conditions({ scope: 'GB' }), headers)).statusCode).toBe(403);
    expect((await send('DELETE', `${url}/${missing}`, undefined, headers)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('needs a session (401)', async () => {
    const before = await stored();
    expect((await send('GET', url, undefined, {})).statusCode).toBe(401);
    expect((await send('POST', url, conditions(), {})).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('lists the shipped rows, marked as shipped', async () => {
    const listed = (await send('GET', url)).json().data;
    expect(listed.find((row: { scope: string }) => row.scope === 'schengen')).toMatchObject({
      isShipped: true,
      appliesTo: 'The Schengen area',
      passportValidity: 'beyond_departure',
      passportValidityMonths: 3,
      photo: { shape: 'print', widthMm: 35, heightMm: 45 },
    });
  });

  it('creates, edits and deletes conditions, each audited, the checklist answering at once', async () => {
    expect(await passportLine()).toContain('not in our data');
    const created = await send('POST', url, conditions());
    expect(created.statusCode).toBe(201);
    const { id, isShipped, scope, appliesTo } = created.json().data;
    expect({ isShipped, scope, appliesTo }).toEqual({
      isShipped: false,
      scope: 'KR',
      appliesTo: 'South Korea',
    });
    expect(await passportLine()).toBe(
      'Passport valid at least 6 months from the date you arrive, with 1 blank page (rule of South Korea)',
    );

    const edited = await send(
      'PUT',
      `${url}/${id}`,
      conditions({ passportValidity: 'for_stay', passportValidityMonths: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await passportLine()).toBe(
      'Passport valid for the whole of your stay, with 1 blank page (rule of South Korea)',
    );

    expect((await send('POST', url, conditions())).statusCode).toBe(409);
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    expect(await passportLine()).toContain('not in our data');
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(404);

    const audit = await test.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id))
      .orderBy(auditEvents.id);
    expect(audit.map((event) => [event.action, event.targetType, event.actorId !== null])).toEqual([
      ['entry_conditions.created', 'entry_conditions', true],
      ['entry_conditions.updated', 'entry_conditions', true],
      ['entry_conditions.deleted', 'entry_conditions', true],
    ]);
    expect(audit[0]?.details).toMatchObject({
      conditions: 'South Korea (KR)',
      after: { passportValidityMonths: 6 },
    });
    expect(audit[1]?.details).toEqual({
      conditions: 'South Korea (KR)',
      before: { passportValidity: 'beyond_arrival', passportValidityMonths: 6 },
      after: { passportValidity: 'for_stay', passportValidityMonths: null },
    });
    expect(audit[2]?.details).toMatchObject({ before: { scope: 'KR', passportValidity: 'for_stay' } });
  });

  it('changes the answer on a second instance once it polls the database', async () => {
    const other = await createRequirementsIndex(test.db, test.app.log);
    try {
      const input = {
        fromCountry: 'JP',
        toCountry: 'KR',
        purpose: 'tourist' as const,
        travelDate: '2026-12-15',
      };
      const line = () => passportLineOf(checkRequirements(other, test.config.fees, input).documents);
      const created = await send('POST', url, conditions({ passportValidityMonths: 3 }));
      expect(line()).toContain('not in our data');
      await other.refresh();
      expect(line()).toContain('valid at least 3 months from the date you arrive');
      await send('DELETE', `${url}/${created.json().data.id}`);
      await other.refresh();
      expect(line()).toContain('not in our data');
    } finally {
      other.stop();
    }
  });

  it('keeps an edit of a shipped row when the seed runs again, and refuses to delete it (409 on scope)', async () => {
    const shipped = await shippedRow('GB');
    const edited = await send('PUT', `${url}/${shipped.id}`, conditions({ scope: 'GB', blankPages: 2 }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ isShipped: true, scope: 'GB', passportValidityMonths: 6 });
    await seedEntryConditions(test.db);
    expect(await shippedRow('GB')).toMatchObject({ passportValidity: 'beyond_arrival', blankPages: 2 });

    const refused = await send('DELETE', `${url}/${shipped.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: 'scope', message: expect.stringContaining('edit them instead') },
    ]);
    const moved = await send('PUT', `${url}/${shipped.id}`, conditions({ scope: 'IE' }));
    expect(moved.statusCode).toBe(409);
    expect((await shippedRow('GB')).id).toBe(shipped.id);
  });

  it.each([
    ['an unknown scope', conditions({ scope: 'XX' }), 'scope'],
    ['an unknown group', conditions({ scope: 'everywhere' }), 'scope'],
    ['a source that is not http(s)', conditions({ source: 'ftp://gov.example/rules' }), 'source'],
    [
      'months missing for beyond_arrival',
      conditions({ passportValidityMonths: null }),
      'passportValidityMonths',
    ],
    ['months for a rule of the stay', conditions({ passportValidity: 'for_stay' }), 'passportValidityMonths'],
    ['too many blank pages', conditions({ blankPages: 11 }), 'blankPages'],
    ['a photo with a shape and no size', conditions({ photo: { shape: 'print' } }), 'photo.widthMm'],
    ['a square photo with no pixels', conditions({ photo: { shape: 'square' } }), 'photo.minPixels'],
    [
      'a photo source that is not http(s)',
      conditions({ photo: { shape: 'square', minPixels: 350, source: 'javascript:alert(1)' } }),
      'photo.source',
    ],
  ])('refuses %s with 400 on the field, writing nothing', async (_label, body, field) => {
    const before = await stored();
    const response = await send('POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('refuses bad input to an edit too, leaving the row as it was', async () => {
    const shipped = await shippedRow('IN');
    const response = await send(
      'PUT',
      `${url}/${shipped.id}`,
      conditions({ scope: 'IN', source: 'not a link' }),
    );
    expect(response.statusCode).toBe(400);
    expect(await shippedRow('IN')).toEqual(shipped);
  });

  it('answers 404 for conditions that do not exist and 400 for a malformed id', async () => {
    expect((await send('PUT', `${url}/${missing}`, conditions())).statusCode).toBe(404);
    expect((await send('PUT', `${url}/not-an-id`, conditions())).statusCode).toBe(400);
  });

  it('tells a traveller whose open trip there now needs another passport rule, with the source', async () => {
    const { user, headers } = await createSignedInUser(test);
    const draft = {
      fromCountry: 'JP',
      toCountry: 'KR',
      purpose: 'tourist',
      travelInfo: { plannedArrivalDate: '2027-02-01' },
    };
    expect((await send('POST', '/api/applications', draft, headers)).statusCode).toBe(201);
    const created = await send('POST', url, conditions());
    expect(created.statusCode).toBe(201);
    const told = await test.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((item) => item.message)).toEqual([
      expect.stringContaining(
        'The entry conditions for South Korea changed for your trip arriving on February 1, 2027: the documents it needs changed. Source: https://www.hikorea.go.kr.',
      ),
    ]);
    await send('DELETE', `${url}/${created.json().data.id}`);
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(
      2,
    );
  });
});
