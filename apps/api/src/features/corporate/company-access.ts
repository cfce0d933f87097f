import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';

/** The company a corporate or enterprise user works for; 403 when the account belongs to none. */
export const companyOf = async (ctx: AppContext, user: Pick<UserRow, 'companyId'>) => {
  if (!user.companyId) throw forbidden('Your account is not linked to a company.');
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, user.companyId));
  if (!company) throw forbidden('Your account is not linked to a company.');
  return company;
};

/** The caller's company when `companyId` names it; another company's id answers 404, revealing nothing. */
export const ownCompany = async (ctx: AppContext, user: Pick<UserRow, 'companyId'>, companyId: string) => {
  const company = await companyOf(ctx, user);
  if (company.id !== companyId) throw notFound('Company not found');
  return company;
};

export type Company = Awaited<ReturnType<typeof companyOf>>;
