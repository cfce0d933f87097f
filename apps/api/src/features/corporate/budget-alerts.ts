import { eq } from 'drizzle-orm';
import type { InterfaceLanguage } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { budgetAlerts, users } from '../../db/schema';
import { budgetOf } from './company-budget';
import { notify, textsOf, type NotificationTexts } from '../../domain/notifications/notify';
import type { Company } from './company-access';
import { readerLocaleOf } from '../../lib/reader-locale';

const thresholds = [100, 80] as const;

/** The company, the threshold crossed, and the share of the budget used, written in the reader's language and region. */
type Facts = { company: string; crossed: (typeof thresholds)[number]; used: string };

const budgetNotice: NotificationTexts<Facts> = {
  en: ({ company, crossed, used }) => ({
    title: crossed === 100 ? 'Monthly budget exceeded' : 'Monthly budget 80% used',
    message: `${company} has used ${used} of this month's visa budget.`,
  }),
  es: ({ company, crossed, used }) => ({
    title:
      crossed === 100 ? 'Presupuesto mensual superado' : 'Se ha utilizado el 80 % del presupuesto mensual',
    message: `${company} ha utilizado el ${used} del presupuesto de visados de este mes.`,
  }),
  fr: ({ company, crossed, used }) => ({
    title: crossed === 100 ? 'Budget mensuel dépassé' : 'Budget mensuel utilisé à 80 %',
    message: `${company} a utilisé ${used} du budget visas de ce mois.`,
  }),
  de: ({ company, crossed, used }) => ({
    title: crossed === 100 ? 'Monatsbudget überschritten' : 'Monatsbudget zu 80 % ausgeschöpft',
    message: `${company} hat ${used} des Visabudgets für diesen Monat ausgeschöpft.`,
  }),
  zh: ({ company, crossed, used }) => ({
    title: crossed === 100 ? '已超出月度预算' : '月度预算已使用 80%',
    message: `${company} 本月已使用签证预算的 ${used}。`,
  }),
  ar: ({ company, crossed, used }) => ({
    title: crossed === 100 ? 'تم تجاوز الميزانية الشهرية' : 'تم استخدام 80% من الميزانية الشهرية',
    message: `استخدمت ${company} ${used} من ميزانية التأشيرات لهذا الشهر.`,
  }),
};

const percentIn = (locale: string, percent: number) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);

/**
 * After spending, tells the company's users once per month when spend has crossed 80% and when it has
 * crossed 100% of the monthly budget (the highest threshold crossed first), each in their language.
 */
export const warnAboutBudget = async (db: Db, offered: readonly InterfaceLanguage[], company: Company) => {
  const budget = await budgetOf(db, company);
  const crossed = thresholds.find((threshold) => budget.percentUsed >= threshold);
  if (!crossed) return;
  const [recorded] = await db
    .insert(budgetAlerts)
    .values({ companyId: company.id, period: budget.period, threshold: crossed })
    .onConflictDoNothing()
    .returning({ threshold: budgetAlerts.threshold });
  if (!recorded) return;
  const people = await db
    .select({ id: users.id, interfaceLanguage: users.interfaceLanguage, region: users.language })
    .from(users)
    .where(eq(users.companyId, company.id));
  await notify(
    db,
    offered,
    ...people.map((person) => ({
      userId: person.id,
      text: textsOf(budgetNotice, {
        company: company.name,
        crossed,
        used: percentIn(readerLocaleOf(person.interfaceLanguage, person.region, offered), budget.percentUsed),
      }),
      type: 'warning' as const,
      category: 'payment' as const,
      link: '/corporate-dashboard',
    })),
  );
};
