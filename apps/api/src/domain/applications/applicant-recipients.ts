import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';

/**
 * Who hears about an application's progress: whoever filed it and, on a company's case, the employee
 * it was filed for once their account is linked. Both open it at `/applications/:id`.
 */
export const applicantRecipients = (db: Db, application: { userId: string; employeeId: string | null }) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      or(
        eq(users.id, application.userId),
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
