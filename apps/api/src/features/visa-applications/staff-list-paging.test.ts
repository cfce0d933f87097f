import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

type Page = {
  items: { id: string }[];
  nextCursor: string | null;
  total: { count: number; isCapped: boolean };
};

const fetchPage = async (path: string, headers: Headers, cursor: string | null, query = '') => {
  const separator = path.includes('?') ? '&' : '?';
  const response = await review.api.call(
    'GET',
    `${path}${separator}pageSize=3${query}${cursor ? `&cursor=${cursor}` : ''}`,
    headers,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data as Page;
};

/**
 * Submitted applications of one traveller, `count` of them, submitted `secondsFromNow` on; every
 * second pair shares its time, so the id has to break ties.
 */
const insertApplications = async (
  userId: string,
  count: number,
  { secondsFromNow = 0, agentId = null as string | null, name = 'Paging' } = {},
) =>
  review.test.db.execute(sql`
    insert into applications (user_id, to_country, visa_type, purpose, status, base_fee, processing_fee,
      service_fee, currency, personal_info, submitted_at, assigned_agent_id, assigned_at)
    select ${userId}::uuid, 'CN', 'business', 'business', 'pending', 0, 0, 0, 'USD',
      jsonb_build_object('firstName', ${name}::text, 'lastName', 'Applicant ' || g),
      now() + make_interval(secs => ${secondsFromNow}::int + g / 2), ${agentId}::uuid,
      case when ${agentId}::uuid is null then null else now() + make_interval(secs => ${secondsFromNow}::int + g / 2) end
    from generate_series(1, ${count}::int) g`);

/** Walks every page by `nextCursor`, calling `between` after each page; the ids in the order seen. */
const walk = async (path: string, headers: Headers, query: string, between: () => Promise<unknown>) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    // A cursor that leads back to a page already seen would never end the walk.
    if (seen.length > 300) throw new Error(`the walk did not end: ${seen.length} rows seen`);
    const page: Page = await fetchPage(path, headers, cursor, query);
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    await between();
  } while (cursor);
  return seen;
};

const idsOf = async (condition: ReturnType<typeof sql>) =>
  (
    (await review.test.db.execute(sql`select id from applications where ${condition}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((row) => row.id);

describe('keyset paging of the staff lists', () => {
  it('walks the admin list newest first with no row repeated or skipped while newer ones arrive', async () => {
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 10);
    const before = await idsOf(sql`user_id = ${traveller.user.id}`);
    let arrivals = 0;
    const seen = await walk(
      '/api/visa-applications/list',
      review.admin.headers,
      `&search=${traveller.user.email}`,
      () => insertApplications(traveller.user.id, 2, { secondsFromNow: 1000 + (arrivals += 10) }),
    );
    expect(new Set(seen).size).toBe(seen.length);
    // Newer rows sort before the cursor: the walk holds exactly the rows there were when it began.
    expect([...seen].sort()).toEqual([...before].sort());
  });

  it('walks the list sorted by applicant both ways, repeating and skipping none of the rows that were there', async () => {
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 8, { name: 'Ignored' });
    const before = await idsOf(sql`user_id = ${traveller.user.id}`);
    for (const order of ['asc', 'desc']) {
      const seen = await walk(
        '/api/visa-applications/list',
        review.admin.headers,
        `&sort=applicant&order=${order}&search=${traveller.user.email}`,
        () => insertApplications(traveller.user.id, 1),
      );
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(before));
    }
  });

  it('walks past the assigned rows into those without an agent, which come last, repeating and skipping none', async () => {
    const agent = await createSignedInUser(review.test, { role: 'agent' });
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 4, { agentId: agent.user.id });
    await insertApplications(traveller.user.id, 7);
    const assigned = await idsOf(sql`user_id = ${traveller.user.id} and assigned_agent_id is not null`);
    const before = await idsOf(sql`user_id = ${traveller.user.id}`);
    const seen = await walk(
      '/api/visa-applications/list',
      review.admin.headers,
      `&sort=agent&order=asc&search=${traveller.user.email}`,
      () => Promise.resolve(),
    );
    expect([...seen].sort()).toEqual([...before].sort());
    // Pages of 3 over 7 rows without an agent: at least one cursor starts among them.
    expect([...seen.slice(0, assigned.length)].sort()).toEqual([...assigned].sort());
  });

  it('walks an agent’s own list by assignment, and refuses another agent’s (403)', async () => {
    const agent = await createSignedInUser(review.test, { role: 'agent' });
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 7, { agentId: agent.user.id });
    const before = await idsOf(sql`assigned_agent_id = ${agent.user.id}`);
    const path = `/api/visa-applications/agent/${agent.user.id}`;
    const seen = await walk(path, agent.headers, '', () =>
      insertApplications(traveller.user.id, 1, { agentId: agent.user.id, secondsFromNow: 5000 }),
    );
    expect(seen).toEqual([...seen].filter((id, index) => seen.indexOf(id) === index));
    expect([...seen].sort()).toEqual([...before].sort());
    expect((await review.api.call('GET', path, review.agent.headers)).statusCode).toBe(403);
  });

  it('walks the audit log newest first through events recorded at the same instant', async () => {
    await review.test.db.execute(sql`
      insert into audit_events (action, target_type, target_id, created_at)
      select 'user.created', 'user', gen_random_uuid(), timestamp '2020-01-01' from generate_series(1, 8)`);
    const newestFirst = await review.test.db.execute(
      sql`select id from audit_events order by created_at desc, id desc`,
    );
    const expected = (newestFirst as unknown as { rows: { id: number | string }[] }).rows.map((row) =>
      Number(row.id),
    );
    const seen = await walk('/api/admin/audit-log', review.admin.headers, '', () => Promise.resolve());
    expect(seen.map(Number)).toEqual(expected);
  });

  it('refuses a cursor it did not make, or one made for another sort, with 400 naming the cursor', async () => {
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 4);
    const first = await fetchPage('/api/visa-applications/list', review.admin.headers, null);
    expect(first.nextCursor).toEqual(expect.any(String));
    const forged = Buffer.from(JSON.stringify(['submittedAt', 'desc', 'yesterday', 'x'])).toString(
      'base64url',
    );
    for (const query of [
      `?sort=applicant&cursor=${first.nextCursor}`,
      `?cursor=${forged}`,
      '?cursor=%7B%7D',
      `?cursor=${'a'.repeat(500)}`,
    ]) {
      const response = await review.api.call(
        'GET',
        `/api/visa-applications/list${query}`,
        review.admin.headers,
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([{ field: 'cursor', message: expect.any(String) }]);
    }
    const audit = await review.api.call(
      'GET',
      `/api/admin/audit-log?cursor=${first.nextCursor}`,
      review.admin.headers,
    );
    expect(audit.statusCode).toBe(400);
  });

  it('counts exactly up to 10,000 and says "more" above, for the admin list and an agent’s', async () => {
    const agent = await createSignedInUser(review.test, { role: 'agent' });
    const traveller = await createSignedInUser(review.test);
    await insertApplications(traveller.user.id, 10_001, { agentId: agent.user.id });
    const all = await fetchPage('/api/visa-applications/list', review.admin.headers, null);
    expect(all.total).toEqual({ count: 10_000, isCapped: true });
    const own = await fetchPage(`/api/visa-applications/agent/${agent.user.id}`, agent.headers, null);
    expect(own.total).toEqual({ count: 10_000, isCapped: true });
    const few = await fetchPage(
      '/api/visa-applications/list',
      review.admin.headers,
      null,
      '&search=Nobody%20Here',
    );
    expect(few.total).toEqual({ count: 0, isCapped: false });
  }, 120_000);
});
