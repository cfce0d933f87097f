import type { InterfaceLanguage, Purpose } from '@visabridge/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { visaTypes } from '../../db/schema';
import type { AppContext } from '../app-context';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage, type PageRequest } from '../../lib/paginate';
import { visaTypeIn } from './visa-type-names';

export type ListVisaTypesQuery = PageRequest & {
  destination?: string | undefined;
  purpose?: Purpose | undefined;
  search?: string | undefined;
};

type ListVisaTypes = { ctx: AppContext; query: ListVisaTypesQuery; language?: InterfaceLanguage };

/** A page of the catalogue, its shipped texts in `language` (English unless told). */
export const listVisaTypes = ({ ctx, query, language = 'en' }: ListVisaTypes) => {
  const filters: (SQL | undefined)[] = [];
  if (query.destination) filters.push(eq(visaTypes.destination, query.destination));
  if (query.purpose) filters.push(eq(visaTypes.purpose, query.purpose));
  if (query.search) {
    filters.push(
      or(
        ilike(visaTypes.name, `%${escapeLike(query.search)}%`),
        eq(visaTypes.code, query.search.toUpperCase()),
      ),
    );
  }
  const where = and(...filters);
  return toPage(
    ctx.db
      .select()
      .from(visaTypes)
      .where(where)
      .orderBy(asc(visaTypes.destination), asc(visaTypes.purpose))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) =>
        rows.map((row) =>
          visaTypeIn(
            { ...row, purpose: row.purpose as Purpose },
            ctx.visa.index.country(row.destination),
            language,
          ),
        ),
      ),
    ctx.db.select({ total: count() }).from(visaTypes).where(where),
    query,
  );
};
