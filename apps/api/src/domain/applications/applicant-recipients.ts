import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';

/**
 * Who hears about an application's progress: whoever filed it, on a company's case the employee it was
 * filed for once their account is linked, and on a trip the traveller who took up the invitation to
 * follow it. All open it at `/applications/:id`.
 */
export const applicantRecipients = (
  db: Db,
  application: { userId: string; employeeId: string | null; travellerUserId: string | null },
) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      interfaceLanguage: users.interfaceLanguage,
    })
    .from(users)
    .where(
      or(
        eq(users.id, application.userId),
        application.travellerUserId ? eq(users.id, application.travellerUserId) : undefined,
        application.employeeId
          ? inArray(
              users.id,
              db
                .select({ id: employees.userId })
                .from(employees)
                .where(eq(employees.id, application.employeeId)),
            )
          : undefined,
      ),
    );
