import type { EntryConditionsInput, EntryConditionsRecordView } from '@visabridge/contract';
import { asc, eq } from 'drizzle-orm';
import { entryConditions } from '../../db/schema';
import type { AppContext } from '../app-context';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/record-audit';
import type { UserRow } from '../identity/views';
import { entryConditionsAuditEntries } from './entry-conditions-audit';
import { destinationsOfScope, photoRecordOf, scopeNameOf, type EntryConditionsRow } from './entry-conditions';
import { shippedEntryConditions } from './shipped-entry-conditions';
import { validateEntryConditions } from './validate-entry-conditions';
import { watchOpenTrips } from './tell-rule-change';

const shippedScopes = new Set(shippedEntryConditions.map((row) => row.scope));

const toView = (ctx: AppContext, row: EntryConditionsRow): EntryConditionsRecordView => ({
  id: row.id,
  isShipped: shippedScopes.has(row.scope),
  scope: row.scope,
  appliesTo: scopeNameOf(ctx.visa.index, row.scope),
  passportValidity: row.passportValidity as EntryConditionsRecordView['passportValidity'],
  passportValidityMonths: row.passportValidityMonths,
  maxPassportAgeYears: row.maxPassportAgeYears,
  blankPages: row.blankPages,
  onwardTicket: row.onwardTicket,
  proofOfFunds: row.proofOfFunds,
  source: row.source,
  photo: photoRecordOf(row),
  recordedOn: row.recordedOn,
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = (ctx: AppContext, input: EntryConditionsInput) =>
  validateEntryConditions({ input, isKnownCountry: (code) => ctx.visa.index.country(code) !== null });

const changed = 'conditions';

const conditionsNotFound = () => notFound('Entry conditions not found');

const scopeTaken = (ctx: AppContext, scope: string) =>
  conflict(
    'ENTRY_CONDITIONS_EXIST',
    `${scopeNameOf(ctx.visa.index, scope)} already has entry conditions: edit them instead`,
    'scope',
  );

// The seed adds a shipped scope back whenever it has no row, so a shipped row keeps its scope for good.
const shippedKept = (message: string) => conflict('SHIPPED_ENTRY_CONDITIONS', message, 'scope');

/** Every stored row, countries and groups by scope: a few hundred at most, so one list. */
export const listEntryConditions = async (ctx: AppContext) =>
  (await ctx.db.select().from(entryConditions).orderBy(asc(entryConditions.scope))).map((row) =>
    toView(ctx, row),
  );

type Write = { ctx: AppContext; actor: UserRow; input: EntryConditionsInput };

export const createEntryConditions = async ({ ctx, actor, input }: Write) => {
  const values = valuesOf(ctx, input);
  const { row: created, tellTravellers } = await ctx.db.transaction(async (tx) => {
    const destinations = destinationsOfScope(values.scope);
    const tellTravellers = await watchOpenTrips({ ctx, db: tx, destinations, changed });
    const [row] = await tx
      .insert(entryConditions)
      .values({ ...values, updatedById: actor.id })
      .onConflictDoNothing({ target: entryConditions.scope })
      .returning();
    if (!row) throw scopeTaken(ctx, values.scope);
    await recordAudit(
      tx,
      ...entryConditionsAuditEntries(ctx, { actorId: actor.id, before: null, after: row }),
    );
    return { row, tellTravellers };
  });
  await ctx.visa.index.reloadEntryConditions();
  await tellTravellers();
  return toView(ctx, created);
};

/** Edits a row, shipped ones included: the seed never overwrites a row that exists. */
export const updateEntryConditions = async ({ ctx, actor, input, id }: Write & { id: string }) => {
  const values = valuesOf(ctx, input);
  const { row: updated, tellTravellers } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(entryConditions).where(eq(entryConditions.id, id)).for('update');
    if (!before) throw conditionsNotFound();
    if (before.scope !== values.scope && shippedScopes.has(before.scope))
      throw shippedKept(
        `These conditions ship with VisaBridge for ${scopeNameOf(ctx.visa.index, before.scope)}, which would get them back on the next start: keep the scope, and add new conditions for ${values.scope}`,
      );
    const destinations = [...destinationsOfScope(before.scope), ...destinationsOfScope(values.scope)];
    const tellTravellers = await watchOpenTrips({ ctx, db: tx, destinations, changed });
    const [row] = await tx
      .update(entryConditions)
      .set({ ...values, updatedById: actor.id, updatedAt: new Date() })
      .where(eq(entryConditions.id, id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? scopeTaken(ctx, values.scope) : error;
      });
    if (!row) throw conditionsNotFound();
    await recordAudit(tx, ...entryConditionsAuditEntries(ctx, { actorId: actor.id, before, after: row }));
    return { row, tellTravellers };
  });
  await ctx.visa.index.reloadEntryConditions();
  await tellTravellers();
  return toView(ctx, updated);
};

/** Deletes a row an admin wrote; a shipped one would come back on the next start, so it is edited instead. */
export const deleteEntryConditions = async ({ ctx, actor, id }: Omit<Write, 'input'> & { id: string }) => {
  const tellTravellers = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(entryConditions).where(eq(entryConditions.id, id)).for('update');
    if (!before) throw conditionsNotFound();
    if (shippedScopes.has(before.scope))
      throw shippedKept(
        'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).',
      );
    const tell = await watchOpenTrips({
      ctx,
      db: tx,
      destinations: destinationsOfScope(before.scope),
      changed,
    });
    await tx.delete(entryConditions).where(eq(entryConditions.id, id));
    await recordAudit(tx, ...entryConditionsAuditEntries(ctx, { actorId: actor.id, before, after: null }));
    return tell;
  });
  await ctx.visa.index.reloadEntryConditions();
  await tellTravellers();
};
