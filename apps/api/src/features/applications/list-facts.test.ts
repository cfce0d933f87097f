import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { applications, documentRequests, documents, payments } from '../../db/schema';
import { useReviewTestApp } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

/** The figures the database keeps on the row (migration 0018). */
const keptFacts = async (db: Database['db'], id: string) => {
  const [row] = await db
    .select({
      documentsUploaded: applications.documentsUploaded,
      openRequests: applications.openRequests,
      paymentStatus: applications.paymentStatus,
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
};

/** The same figures counted from the rows themselves. */
// Written out: Drizzle leaves a lone table's columns unqualified, and in a subquery "id" is its own table's.
const applicationId = sql.raw('"applications"."id"');
const requiredDocuments = sql.raw('"applications"."required_documents"');

const countedFacts = async (db: Database['db'], id: string) => {
  const [row] = await db
    .select({
      documentsUploaded: sql<number>`(select count(distinct d.type)::int from documents d
        where d.application_id = ${applicationId} and d.status = 'uploaded' and ${requiredDocuments} ? d.type)`,
      openRequests: sql<number>`(select count(*)::int from document_requests r
        where r.application_id = ${applicationId} and r.fulfilled_at is null)`,
      paymentStatus: sql<'completed' | 'refunded' | null>`(select p.status from payments p
        where p.application_id = ${applicationId} and p.status in ('completed', 'refunded')
        order by p.status = 'completed' desc limit 1)`,
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row;
};

const file = (applicationId: string, uploadedBy: string, type: string) => ({
  applicationId,
  uploadedBy,
  type,
  fileName: `${type}.pdf`,
  mimeType: 'application/pdf',
  size: 10,
  sha256: `${type}-${Math.random()}`,
});

describe('the figures kept on each application for its lists', () => {
  it('follow every change to its documents, requests, payments and checklist', async () => {
    const { headers, user } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const { db } = review.test;
    const [first, second] = draft.requiredDocuments as [string, string];
    const expectKept = async (expected: Awaited<ReturnType<typeof keptFacts>>) => {
      expect(await keptFacts(db, draft.id)).toEqual(expected);
      expect(await keptFacts(db, draft.id)).toEqual(await countedFacts(db, draft.id));
    };
    await expectKept({ documentsUploaded: 0, openRequests: 0, paymentStatus: null });

    const [kept] = await db
      .insert(documents)
      .values(file(draft.id, user.id, first))
      .returning();
    await db
      .insert(documents)
      .values([file(draft.id, user.id, first), file(draft.id, user.id, 'Not asked for')]);
    await expectKept({ documentsUploaded: 1, openRequests: 0, paymentStatus: null });
    await db.insert(documents).values(file(draft.id, user.id, second));
    await expectKept({ documentsUploaded: 2, openRequests: 0, paymentStatus: null });

    // A file of a type the checklist then asks for counts; one whose type it drops stops counting.
    await db
      .update(applications)
      .set({ requiredDocuments: [first, 'Not asked for'] })
      .where(eq(applications.id, draft.id));
    await expectKept({ documentsUploaded: 2, openRequests: 0, paymentStatus: null });
    await db
      .update(applications)
      .set({ requiredDocuments: [first, second] })
      .where(eq(applications.id, draft.id));

    await db.delete(documents).where(eq(documents.type, second));
    await db
      .update(documents)
      .set({ status: 'rejected' })
      .where(eq(documents.id, kept?.id ?? ''));
    await expectKept({ documentsUploaded: 1, openRequests: 0, paymentStatus: null });

    const [request] = await db
      .insert(documentRequests)
      .values([
        { applicationId: draft.id, type: second, requestedBy: review.agent.user.id },
        { applicationId: draft.id, type: 'Bank statement', requestedBy: review.agent.user.id },
      ])
      .returning();
    await expectKept({ documentsUploaded: 1, openRequests: 2, paymentStatus: null });
    await db
      .update(documentRequests)
      .set({ fulfilledAt: new Date() })
      .where(eq(documentRequests.id, request?.id ?? ''));
    await expectKept({ documentsUploaded: 1, openRequests: 1, paymentStatus: null });

    const payment = (status: string) => ({
      userId: user.id,
      applicationId: draft.id,
      amount: 100,
      currency: 'USD',
      method: 'card',
      description: 'Fees',
      status,
    });
    const [refunded] = await db.insert(payments).values(payment('refunded')).returning();
    await db.insert(payments).values(payment('failed'));
    await expectKept({ documentsUploaded: 1, openRequests: 1, paymentStatus: 'refunded' });
    const [completed] = await db.insert(payments).values(payment('completed')).returning();
    await expectKept({ documentsUploaded: 1, openRequests: 1, paymentStatus: 'completed' });
    await db
      .update(payments)
      .set({ status: 'refunded' })
      .where(eq(payments.id, completed?.id ?? ''));
    await db
      .update(payments)
      .set({ applicationId: null })
      .where(eq(payments.id, refunded?.id ?? ''));
    await expectKept({ documentsUploaded: 1, openRequests: 1, paymentStatus: 'refunded' });
    await db.delete(payments).where(eq(payments.applicationId, draft.id));
    await expectKept({ documentsUploaded: 1, openRequests: 1, paymentStatus: null });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the kept figures under concurrent writes on PostgreSQL', () => {
  let other: Database;
  beforeAll(() => {
    if (!review.test.database.url) throw new Error('the test database has no URL');
    other = openDatabase({ databaseUrl: review.test.database.url, dataDir: 'memory://' });
  });
  afterAll(() => other.close());

  it('count the files two transactions upload at once', async () => {
    const { headers, user } = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(headers);
    const [first, second] = draft.requiredDocuments as [string, string];
    const signal = () => {
      let resolve: (value?: unknown) => void = () => undefined;
      const promise = new Promise((done) => (resolve = done));
      return { promise, resolve };
    };
    const inserted = signal();
    const release = signal();
    const slow = review.test.db.transaction(async (tx) => {
      await tx.insert(documents).values(file(draft.id, user.id, first));
      inserted.resolve();
      await release.promise;
    });
    await inserted.promise;
    // Waits on the first transaction's lock on the application, then counts its file too.
    const fast = other.db
      .insert(documents)
      .values(file(draft.id, user.id, second))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release.resolve();
    await Promise.all([slow, fast]);
    expect(await keptFacts(review.test.db, draft.id)).toMatchObject({ documentsUploaded: 2 });
  });
});
