import {
  formatMoney,
  formatProcessingDays,
  type PolicyCategory,
  type Purpose,
  type VisaPolicyView,
  type visaPolicyInput,
} from '@visabridge/contract';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { visaPolicies } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { AppContext } from '../app-context';
import type { UserRow } from '../identity/views';
import { recordAudit } from '../audit/record-audit';
import { findCountry } from './find-country';
import { policyAuditEntries } from './policy-audit';
import type { PolicyRow } from './requirements-index';

type PolicyInput = z.output<typeof visaPolicyInput>;

export const toPolicyView = (row: PolicyRow): VisaPolicyView => ({
  id: row.id,
  destination: row.destination,
  fromCountry: row.fromCountry,
  purpose: row.purpose as Purpose,
  category: row.category as PolicyCategory,
  feeAmount: row.feeAmount,
  currency: row.currency,
  fee: formatMoney(row.feeAmount, row.currency),
  processingDaysMin: row.processingDaysMin,
  processingDaysMax: row.processingDaysMax,
  processingTime: formatProcessingDays(row.processingDaysMin, row.processingDaysMax),
  validityDays: row.validityDays,
  entries: row.entries as VisaPolicyView['entries'],
  notes: row.notes,
  documents: row.documents,
  source: row.source,
  lastVerifiedAt: row.lastVerifiedAt,
  isSample: row.isSample,
  updatedAt: row.updatedAt.toISOString(),
});

const assertCountriesExist = (ctx: AppContext, input: PolicyInput) => {
  for (const [field, code] of [
    ['destination', input.destination],
    ['fromCountry', input.fromCountry],
  ] as const) {
    if (code) findCountry(ctx.visa.index, code, field);
  }
};

const duplicatePolicy = () =>
  conflict(
    'POLICY_EXISTS',
    'A policy for this destination, purpose, category and nationality already exists',
    'purpose',
  );

/** Policies for a destination (and a nationality: its own ones and those for every nationality). */
export const listPolicies = async (
  ctx: AppContext,
  filter: { from?: string | undefined; to?: string | undefined },
) => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.to) conditions.push(eq(visaPolicies.destination, filter.to));
  if (filter.from)
    conditions.push(or(eq(visaPolicies.fromCountry, filter.from), isNull(visaPolicies.fromCountry)));
  const rows = await ctx.db
    .select()
    .from(visaPolicies)
    .where(and(...conditions))
    .orderBy(asc(visaPolicies.destination), asc(visaPolicies.purpose), asc(visaPolicies.fromCountry))
    .limit(500);
  return rows.map(toPolicyView);
};

export const createPolicy = async (ctx: AppContext, actor: UserRow, input: PolicyInput) => {
  assertCountriesExist(ctx, input);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(visaPolicies).values(input).onConflictDoNothing().returning();
    if (!row) throw duplicatePolicy();
    await recordAudit(tx, ...policyAuditEntries(ctx, { actorId: actor.id, before: null, after: row }));
    return row;
  });
  await ctx.visa.index.reloadPolicies();
  return toPolicyView(created);
};

export const updatePolicy = async (ctx: AppContext, actor: UserRow, id: string, input: PolicyInput) => {
  assertCountriesExist(ctx, input);
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(visaPolicies).where(eq(visaPolicies.id, id)).for('update');
    if (!before) throw notFound('Visa policy not found');
    const [row] = await tx
      .update(visaPolicies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(visaPolicies.id, id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicatePolicy() : error;
      });
    if (!row) throw notFound('Visa policy not found');
    await recordAudit(tx, ...policyAuditEntries(ctx, { actorId: actor.id, before, after: row }));
    return row;
  });
  await ctx.visa.index.reloadPolicies();
  return toPolicyView(updated);
};

export const deletePolicy = async (ctx: AppContext, actor: UserRow, id: string) => {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(visaPolicies).where(eq(visaPolicies.id, id)).returning();
    if (!row) throw notFound('Visa policy not found');
    await recordAudit(tx, ...policyAuditEntries(ctx, { actorId: actor.id, before: row, after: null }));
  });
  await ctx.visa.index.reloadPolicies();
};
