import { fieldError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { forgiveLoginAttempts, reserveLoginAttempt } from '../../domain/identity/login-limits';
import { verifyPassword } from '../../domain/identity/passwords';
import type { UserRow } from '../../domain/identity/views';

/**
 * Checks the signed-in user's password before a sensitive change. Wrong guesses count like failed
 * logins (same limits), so a stolen session cannot be used to guess the password.
 */
export const confirmPassword = async (
  ctx: AppContext,
  {
    user,
    password,
    ip,
    field,
    message,
  }: { user: UserRow; password: string; ip: string; field: string; message: string },
) => {
  const attempt = { email: user.email, ip };
  await reserveLoginAttempt({ ctx, attempt, kind: 'password' });
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw fieldError({ code: 'WRONG_PASSWORD', field, message });
  }
  await forgiveLoginAttempts(ctx, attempt);
};
