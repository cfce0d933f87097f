import {
  completenessFrom,
  progressOf,
  requiredApplicationFields,
  type ApplicationListItemView,
  type Purpose,
} from '@visabridge/contract';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { applications, documentRequests, documents, payments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { destinationNameOf, isUnderReview, paymentStateOf, referenceNumberOf, visaTypeNameOf } from './views';

const detailColumns = {
  personalInfo: applications.personalInfo,
  travelInfo: applications.travelInfo,
  emergencyContact: applications.emergencyContact,
};

/** 1 when the field at `personalInfo.address.street` is a string with more than white space, else 0. */
const isFilledSql = (path: string) => {
  const [column, ...keys] = path.split('.') as [keyof typeof detailColumns, ...string[]];
  if (!keys.every((key) => /^[A-Za-z]\w*$/.test(key))) throw new Error(`unexpected field path ${path}`);
  // Written into the statement: as parameters, the list's 36 paths were parsed again at every call.
  const keyPath = sql.raw(`'{${keys.join(',')}}'::text[]`);
  return sql`(case when jsonb_typeof(${detailColumns[column]} #> ${keyPath}) = 'string' and ${detailColumns[column]} #>> ${keyPath} ~ '[^[:space:]]' then 1 else 0 end)`;
};

/**
 * A draft's required fields that are filled, counted in the database so that the personal details
 * never leave it for a list; null once submitted (progress then follows the status alone).
 */
const filledFieldsSql = sql<number | null>`(case when ${applications.status} = 'draft' then ${sql.join(
  requiredApplicationFields.map(([path]) => isFilledSql(path)),
  sql` + `,
)} end)`;

/** A page's rows: the columns a row shows and those its progress and payment state follow from. */
export const listItemColumns = {
  id: applications.id,
  fromCountry: applications.fromCountry,
  toCountry: applications.toCountry,
  visaType: applications.visaType,
  purpose: applications.purpose,
  status: applications.status,
  applicationType: applications.applicationType,
  requiredDocuments: applications.requiredDocuments,
  filledFields: filledFieldsSql.as('filled_fields'),
  submittedAt: applications.submittedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

type ListRow = SelectResultFields<typeof listItemColumns>;

/**
 * What a page's rows hold in other tables, in one grouped query over the page's applications (`inPage`
 * says which; each part on its application_id index): accepted document types, open document requests,
 * and the completed (else refunded) payment.
 */
export const rowFactsOf = (db: Db, inPage: (column: AnyPgColumn) => SQL) => {
  const facts = unionAll(
    db
      .select({
        applicationId: documents.applicationId,
        kind: sql<string>`'document'`.as('kind'),
        value: sql<string | null>`${documents.type}`.as('value'),
      })
      .from(documents)
      .where(and(inPage(documents.applicationId), eq(documents.status, 'uploaded'))),
    db
      .select({
        applicationId: documentRequests.applicationId,
        kind: sql<string>`'request'`.as('kind'),
        value: sql<string | null>`null::text`.as('value'),
      })
      .from(documentRequests)
      .where(and(inPage(documentRequests.applicationId), isNull(documentRequests.fulfilledAt))),
    db
      .select({
        applicationId: sql<string>`${payments.applicationId}`.as('application_id'),
        kind: sql<string>`'payment'`.as('kind'),
        value: sql<string | null>`${payments.status}`.as('value'),
      })
      .from(payments)
      .where(and(inPage(payments.applicationId), inArray(payments.status, ['completed', 'refunded']))),
  ).as('facts');
  return db
    .select({
      applicationId: facts.applicationId,
      uploadedTypes: sql<
        string[]
      >`coalesce(array_agg(distinct ${facts.value}) filter (where ${facts.kind} = 'document'), '{}')`.as(
        'uploaded_types',
      ),
      openRequests: sql<number>`(count(*) filter (where ${facts.kind} = 'request'))::int`.as('open_requests'),
      paymentStatus: sql<
        'completed' | 'refunded' | null
      >`(array_agg(${facts.value} order by ${facts.value} = 'completed' desc) filter (where ${facts.kind} = 'payment'))[1]`.as(
        'payment_status',
      ),
    })
    .from(facts)
    .groupBy(facts.applicationId);
};

const pageIds = sql.placeholder('ids');

const prepareRowFacts = (db: Db) =>
  rowFactsOf(db, (column) => sql`${column} = any(${pageIds}::uuid[])`).prepare('application_list_row_facts');

const rowFactsStatement = perDatabase(prepareRowFacts);

type RowFacts = Awaited<ReturnType<ReturnType<typeof prepareRowFacts>['execute']>>[number];

const noFacts: RowFacts = { applicationId: '', uploadedTypes: [], openRequests: 0, paymentStatus: null };

const progressOfListRow = (row: ListRow, uploadedTypes: readonly string[]) => {
  const uploaded = new Set(uploadedTypes);
  const documentsDone = row.requiredDocuments.filter((document) => uploaded.has(document)).length;
  return progressOf(
    row.status,
    completenessFrom(row.filledFields ?? 0, documentsDone, row.requiredDocuments.length),
  );
};

const toListItem = (ctx: AppContext, row: ListRow, facts: RowFacts): ApplicationListItemView => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  fromCountry: row.fromCountry,
  toCountry: row.toCountry,
  destination: destinationNameOf(ctx, row.toCountry),
  visaType: row.visaType,
  visaTypeName: visaTypeNameOf(row),
  purpose: row.purpose as Purpose,
  status: row.status as ApplicationListItemView['status'],
  progress: progressOfListRow(row, facts.uploadedTypes),
  openDocumentRequests: isUnderReview(row.status) ? facts.openRequests : 0,
  paymentState: paymentStateOf(row, facts.paymentStatus),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The facts of a page's applications, by id (`noFacts` for one with none), from one grouped query. */
export const factsOfPage = async (db: Db, ids: string[]) => {
  const facts = ids.length === 0 ? [] : await rowFactsStatement(db).execute({ ids });
  const factsById = new Map(facts.map((entry) => [entry.applicationId, entry]));
  return (id: string) => factsById.get(id) ?? noFacts;
};

/** A page's rows, each with its facts (none when the grouped query found none), as list items. */
export const toListItems = (
  ctx: AppContext,
  rows: (ListRow & {
    uploadedTypes: string[] | null;
    openRequests: number | null;
    paymentStatus: RowFacts['paymentStatus'];
  })[],
) =>
  rows.map((row) =>
    toListItem(ctx, row, {
      applicationId: row.id,
      uploadedTypes: row.uploadedTypes ?? [],
      openRequests: row.openRequests ?? 0,
      paymentStatus: row.paymentStatus,
    }),
  );
