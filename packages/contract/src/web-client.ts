/**
 * The header the web app sends on every call. It marks a browser session (kept in an httpOnly cookie, so the
 * answer to a sign-in carries no token) and, on unsafe methods, is half of the CSRF check.
 */
export const webClientHeader = { name: 'x-requested-with', value: 'visabridge' } as const;
