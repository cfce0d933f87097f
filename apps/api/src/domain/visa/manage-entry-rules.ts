import type { EntryRuleInput, EntryRuleView } from '@visabridge/contract';
import { asc, eq } from 'drizzle-orm';
import { entryRules } from '../../db/schema';
import type { AppContext } from '../app-context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/record-audit';
import type { UserRow } from '../identity/views';
import { entryRuleAuditEntries } from './entry-rule-audit';
import { destinationsOf, type EntryRuleRow } from './entry-rule-scope';
import { watchOpenTrips } from './tell-rule-change';
import { validateEntryRule } from './validate-entry-rule';

const toView = ({ slug, createdAt: _created, updatedById: _by, updatedAt, ...row }: EntryRuleRow) =>
  ({ ...row, isShipped: slug !== null, updatedAt: updatedAt.toISOString() }) as EntryRuleView;

const valuesOf = (ctx: AppContext, input: EntryRuleInput) =>
  validateEntryRule({ input, isKnownCountry: (code) => ctx.visa.index.country(code) !== null });

const changed = 'rule';

const ruleNotFound = () => notFound('Entry rule not found');

/** Every stored rule, by destination then start: a few hundred at most, so one list. */
export const listEntryRules = async (ctx: AppContext) =>
  (
    await ctx.db
      .select()
      .from(entryRules)
      .orderBy(asc(entryRules.destination), asc(entryRules.destinationGroup), asc(entryRules.startsOn))
  ).map(toView);

type Write = { ctx: AppContext; actor: UserRow; input: EntryRuleInput };

export const createEntryRule = async ({ ctx, actor, input }: Write) => {
  const values = valuesOf(ctx, input);
  const { row: created, tellTravellers } = await ctx.db.transaction(async (tx) => {
    const tellTravellers = await watchOpenTrips({
      ctx,
      db: tx,
      destinations: destinationsOf(values),
      changed,
    });
    const [row] = await tx
      .insert(entryRules)
      .values({ ...values, updatedById: actor.id })
      .returning();
    if (!row) throw new Error('the insert returned no row');
    await recordAudit(tx, ...entryRuleAuditEntries(ctx, { actorId: actor.id, before: null, after: row }));
    return { row, tellTravellers };
  });
  await ctx.visa.index.reloadEntryRules();
  await tellTravellers();
  return toView(created);
};

/**
 * Edits a rule, shipped ones included; ending one is setting its end date. Every write tells the travellers
 * whose open application's answer it changes.
 */
export const updateEntryRule = async ({ ctx, actor, input, id }: Write & { id: string }) => {
  const values = valuesOf(ctx, input);
  const { row: updated, tellTravellers } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(entryRules).where(eq(entryRules.id, id)).for('update');
    if (!before) throw ruleNotFound();
    const destinations = [...destinationsOf(before), ...destinationsOf(values)];
    const tellTravellers = await watchOpenTrips({ ctx, db: tx, destinations, changed });
    const [row] = await tx
      .update(entryRules)
      .set({ ...values, updatedById: actor.id, updatedAt: new Date() })
      .where(eq(entryRules.id, id))
      .returning();
    if (!row) throw ruleNotFound();
    await recordAudit(tx, ...entryRuleAuditEntries(ctx, { actorId: actor.id, before, after: row }));
    return { row, tellTravellers };
  });
  await ctx.visa.index.reloadEntryRules();
  await tellTravellers();
  return toView(updated);
};

/** Deletes a rule an admin wrote; a shipped one would come back on the next start, so it is ended instead. */
export const deleteEntryRule = async ({ ctx, actor, id }: Omit<Write, 'input'> & { id: string }) => {
  const tellTravellers = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(entryRules).where(eq(entryRules.id, id)).for('update');
    if (!before) throw ruleNotFound();
    if (before.slug !== null) {
      throw conflict(
        'SHIPPED_RULE',
        'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.',
        'endsOn',
      );
    }
    const tell = await watchOpenTrips({ ctx, db: tx, destinations: destinationsOf(before), changed });
    await tx.delete(entryRules).where(eq(entryRules.id, id));
    await recordAudit(tx, ...entryRuleAuditEntries(ctx, { actorId: actor.id, before, after: null }));
    return tell;
  });
  await ctx.visa.index.reloadEntryRules();
  await tellTravellers();
};
