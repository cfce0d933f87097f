import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type AccessClaims = { userId: string; sessionId: string };

export const createTokenSigner = (secret: string) => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }: AccessClaims, expiresAt: Date) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    /** Returns the claims of a valid, unexpired token, or null for anything else. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
};
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** A random single-use link token; only its SHA-256 is stored. */
export const createLinkToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
};

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
