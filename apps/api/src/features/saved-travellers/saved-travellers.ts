import { dayOf, maskPassportNumber } from '@visabridge/contract';
import { isMinorOn } from '@visabridge/contract/ages';
import {
  maxSavedTravellers,
  type SavedTravellerDetail,
  type SavedTravellerView,
  type savedTravellerInput,
} from '@visabridge/contract/saved-travellers';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { savedTravellers } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { findCountry } from '../../domain/visa/find-country';
import { conflict, notFound } from '../../lib/errors';

type Row = typeof savedTravellers.$inferSelect;
type Input = z.output<typeof savedTravellerInput>;

const toView = (row: Row): SavedTravellerView => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  nationality: row.nationality,
  passportNumberMasked: row.passportNumber ? maskPassportNumber(row.passportNumber) : null,
  passportExpiry: row.passportExpiry,
  relationship: row.relationship,
  isMinor: isMinorOn(row.dateOfBirth, dayOf()),
  updatedAt: row.updatedAt.toISOString(),
});

const toDetail = (row: Row): SavedTravellerDetail => ({
  ...toView(row),
  passportNumber: row.passportNumber,
});

const notYours = () => notFound('Saved traveller not found');

/** The account's saved travellers, oldest first (the account holder usually comes first). */
const rowsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId))
    .orderBy(asc(savedTravellers.createdAt), asc(savedTravellers.id));

export const listSavedTravellers = async (ctx: AppContext, userId: string) =>
  (await rowsOf(ctx.db, userId)).map(toView);

export const findSavedTraveller = async (ctx: AppContext, userId: string, id: string, db: Db = ctx.db) => {
  const [row] = await db
    .select()
    .from(savedTravellers)
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)));
  if (!row) throw notYours();
  return toDetail(row);
};

/**
 * Refuses a passport number another of the account's travellers has: passport numbers are sealed, so they
 * are compared once opened, over the account's few rows (locked, so two saves at once take turns).
 */
const assertPassportFree = (others: Row[], passportNumber: string | null) => {
  if (passportNumber && others.some((other) => other.passportNumber === passportNumber))
    throw conflict('TRAVELLER_EXISTS', 'Another saved traveller has this passport number.', 'passportNumber');
};

const lockedRowsOf = (tx: Db, userId: string) =>
  tx.select().from(savedTravellers).where(eq(savedTravellers.userId, userId)).for('update');

/** Saves a person for the account; in `db`'s transaction when the caller has one open. */
export const addSavedTraveller = (ctx: AppContext, userId: string, input: Input, db: Db = ctx.db) => {
  findCountry(ctx.visa.index, input.nationality, 'nationality');
  return db.transaction(async (tx) => {
    const existing = await lockedRowsOf(tx, userId);
    if (existing.length >= maxSavedTravellers)
      throw conflict(
        'TOO_MANY_TRAVELLERS',
        `An account keeps at most ${maxSavedTravellers} travellers: remove one you no longer apply for.`,
      );
    assertPassportFree(existing, input.passportNumber);
    const [row] = await tx
      .insert(savedTravellers)
      .values({ ...input, userId })
      .returning();
    if (!row) throw new Error('saved traveller insert returned nothing');
    return toDetail(row);
  });
};

/** Changes the saved person only: applications already filled from them keep what they were sent. */
export const updateSavedTraveller = (ctx: AppContext, userId: string, id: string, input: Input) => {
  findCountry(ctx.visa.index, input.nationality, 'nationality');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockedRowsOf(tx, userId);
    if (!rows.some((row) => row.id === id)) throw notYours();
    assertPassportFree(
      rows.filter((row) => row.id !== id),
      input.passportNumber,
    );
    const [row] = await tx
      .update(savedTravellers)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
      .returning();
    if (!row) throw new Error('saved traveller update returned nothing');
    return toDetail(row);
  });
};

export const removeSavedTraveller = async (ctx: AppContext, userId: string, id: string) => {
  const removed = await ctx.db
    .delete(savedTravellers)
    .where(and(eq(savedTravellers.id, id), eq(savedTravellers.userId, userId)))
    .returning({ id: savedTravellers.id });
  if (removed.length === 0) throw notYours();
};

/** Everything kept of the account's travellers, passport numbers in full: for the account's own data export. */
export const exportSavedTravellers = async (db: Db, userId: string) =>
  (await rowsOf(db, userId)).map(({ userId: _owner, ...row }) => row);
