import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

/** The company with this name (case-insensitive), created on first use; for admins and demo data only. */
export const companyIdForName = async (db: Db, name: string) => {
  await db.insert(companies).values({ name: name.trim() }).onConflictDoNothing();
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.name})`, name.trim().toLowerCase()));
  if (!company) throw new Error(`company ${name} vanished after insert`);
  return company.id;
};
