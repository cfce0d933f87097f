import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** A user as emails and notices address them: their address, first name, language and region. */
export const findReader = async (db: Db, userId: string) => {
  const [reader] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      interfaceLanguage: users.interfaceLanguage,
      region: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return reader;
};
