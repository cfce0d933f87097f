import { randomBytes } from 'node:crypto';
import type { staffApplicationSortFields } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema';
import { completeDraft, useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { addCompanyCase } from '../../test/staff-cases';

const review = useReviewTestApp();

type Item = {
  id: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  companyName: string | null;
  [key: string]: unknown;
};

const list = async (headers: Headers, query: string) => {
  const response = await review.api.call('GET', `/api/visa-applications/list${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: Item[]; total: { count: number; isCapped: boolean } };
};
const idsFound = async (search: string) =>
  (await list(review.admin.headers, `?pageSize=100&search=${encodeURIComponent(search)}`)).items.map(
    (item) => item.id,
  );

describe('staff search', () => {
  it('finds a traveller by first, last and full name, account and form email, and reference', async () => {
    const traveller = await createSignedInUser(review.test);
    await review.test.db
      .update(users)
      .set({ firstName: 'Daniel', lastName: 'Mensah' })
      .where(eq(users.id, traveller.user.id));
    // The form keeps another name (Chidi Okafor): the account's name must be found on its own.
    const person = completeDraft().personalInfo;
    const formEmail = `d.mensah.${randomBytes(3).toString('hex')}@example.com`;
    const { id, referenceNumber } = await review.api.submitted(
      traveller.headers,
      completeDraft({ personalInfo: { ...person, email: formEmail } }),
    );
    const other = await review.api.submitted((await createSignedInUser(review.test)).headers);

    for (const search of [
      'Daniel',
      'mensah',
      'Daniel Mensah',
      traveller.user.email,
      formEmail,
      referenceNumber,
    ]) {
      const found = await idsFound(search);
      expect(found, search).toContain(id);
      expect(found, search).not.toContain(other.id);
    }
    const [item] = (await list(review.admin.headers, `?search=${referenceNumber}`)).items;
    expect(item).toMatchObject({
      clientName: 'Daniel Mensah',
      clientEmail: traveller.user.email,
      companyName: null,
    });
  });

  it('shows a company case under the employee with the company beside it, found by either, never by the manager', async () => {
    const { manager, employee, application } = await addCompanyCase(review.test, review.agent.user.id);
    const expected = {
      id: application.id,
      clientName: 'Amara Boateng',
      clientEmail: employee.email,
      clientPhone: null,
      companyName: manager.company.name,
    };

    for (const search of ['Amara', 'Boateng', 'Amara Boateng', employee.email, manager.company.name])
      expect(await idsFound(search), search).toContain(application.id);
    expect(await idsFound(manager.user.email)).not.toContain(application.id);

    const [listed] = (await list(review.admin.headers, `?search=${encodeURIComponent(manager.company.name)}`))
      .items;
    expect(listed).toMatchObject(expected);
    const agentList = await review.api.call(
      'GET',
      `/api/visa-applications/agent/${review.agent.user.id}?search=Boateng`,
      review.agent.headers,
    );
    expect(agentList.json().data.items).toEqual([expect.objectContaining(expected)]);
    const detail = await review.api.call(
      'GET',
      `/api/visa-applications/${application.id}`,
      review.agent.headers,
    );
    expect(detail.json().data).toMatchObject(expected);
  });

  it('leaves drafts out of staff lists and details', async () => {
    const traveller = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(traveller.headers);
    expect(await idsFound(draft.referenceNumber)).toEqual([]);
    expect((await list(review.admin.headers, '?status=draft')).total.count).toBe(0);
    expect(
      (await review.api.call('GET', `/api/visa-applications/${draft.id}`, review.admin.headers)).statusCode,
    ).toBe(404);
  });
});

/** Compares two cells as the API sorts them: text without case, missing values last. */
const ascending = (values: unknown[]) =>
  values.every((value, index) => {
    if (index === 0) return true;
    const previous = values[index - 1];
    if (value === null) return true;
    if (previous === null) return false;
    return typeof value === 'number'
      ? (previous as number) <= value
      : String(previous).toLowerCase() <= String(value).toLowerCase();
  });

const ranks: Record<string, Record<string, number>> = {
  status: { pending: 0, in_review: 1, approved: 2, rejected: 3 },
  priority: { urgent: 0, normal: 1, low: 2 },
};
const sortKeyOf: Partial<Record<(typeof staffApplicationSortFields)[number], (item: Item) => unknown>> = {
  reference: (item) => item.id,
  applicant: (item) => item.clientName,
  destination: (item) => item.destination,
  status: (item) => ranks.status?.[item.status as string],
  priority: (item) => ranks.priority?.[item.priority as string],
  submittedAt: (item) => item.submittedAt,
  documents: (item) => item.documentsUploaded,
};

describe('staff sorting', () => {
  it.each(Object.keys(sortKeyOf))('sorts by %s, both ways', async (sort) => {
    const traveller = await createSignedInUser(review.test);
    const urgent = await review.api.submitted(traveller.headers, completeDraft({ toCountry: 'GB' }));
    await review.test.db
      .update(applications)
      .set({ priority: 'urgent' })
      .where(eq(applications.id, urgent.id));
    await addCompanyCase(review.test, review.agent.user.id, { firstName: 'Zed', lastName: 'Adeyemi' });
    const keyOf = sortKeyOf[sort as keyof typeof sortKeyOf] as (item: Item) => unknown;
    const up = (await list(review.admin.headers, `?pageSize=100&sort=${sort}&order=asc`)).items;
    const down = (await list(review.admin.headers, `?pageSize=100&sort=${sort}`)).items;
    expect(up.length).toBeGreaterThan(2);
    expect(ascending(up.map(keyOf))).toBe(true);
    expect(
      ascending(
        down
          .map(keyOf)
          .filter((value) => value !== null)
          .reverse(),
      ),
    ).toBe(true);
  });

  it('refuses an unknown column or order with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?sort=colour', 'sort'],
      ['?sort=status&order=up', 'order'],
    ] as const) {
      const response = await review.api.call(
        'GET',
        `/api/visa-applications/list${query}`,
        review.admin.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });
});
