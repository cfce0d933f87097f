import type { MessageAuthorKind } from '@visabridge/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationMessages, employees, users } from '../../db/schema';
import { applicantRecipients } from '../../domain/applications/applicant-recipients';

type Case = {
  id: string;
  userId: string;
  employeeId: string | null;
  companyId: string | null;
  travellerUserId: string | null;
};
type Author = { id: string; role: string };

/**
 * Tells a message's author apart as the application sees them: staff by role; whoever the case is for
 * (the filer, on a company's case the employee once linked, on a trip the traveller following it) is the applicant; anyone else on the
 * applicant side is a colleague of the filing company.
 */
export const authorKindsOf = async (db: Db, application: Case) => {
  const [employee] = application.employeeId
    ? await db
        .select({ userId: employees.userId })
        .from(employees)
        .where(eq(employees.id, application.employeeId))
    : [];
  return (author: Author): MessageAuthorKind => {
    if (author.role === 'admin' || author.role === 'agent') return author.role;
    const isApplicant =
      author.id === application.userId ||
      author.id === employee?.userId ||
      author.id === application.travellerUserId;
    return isApplicant ? 'applicant' : 'colleague';
  };
};

/**
 * The applicant side following the thread, the author left out: the filer, the employee once linked,
 * and the filing company's users who wrote in it.
 */
export const applicantSideRecipients = async (db: Db, application: Case, authorId: string) => {
  const people = await applicantRecipients(db, application);
  const colleagues = application.companyId
    ? await db
        .selectDistinct({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          interfaceLanguage: users.interfaceLanguage,
        })
        .from(applicationMessages)
        .innerJoin(users, eq(users.id, applicationMessages.authorId))
        .where(
          and(
            eq(applicationMessages.applicationId, application.id),
            eq(users.companyId, application.companyId),
            inArray(users.role, ['corporate', 'enterprise']),
          ),
        )
    : [];
  const byId = new Map([...people, ...colleagues].map((person) => [person.id, person]));
  byId.delete(authorId);
  return [...byId.values()];
};
