import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '../../lib/tokens';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
const signer = createTokenSigner(secret);
const key = new TextEncoder().encode(secret);
const claims = { userId: 'user-1', sessionId: 'session-1' };
const inOneHour = () => new Date(Date.now() + 3_600_000);

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs standard HS256 JWTs that other libraries verify, and reads them back', async () => {
    const token = await signer.sign(claims, inOneHour());
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: 'user-1', sid: 'session-1' });
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('accepts a token signed by another HS256 implementation with the same secret', async () => {
    const token = await new SignJWT({ sid: 'session-2' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setExpirationTime('5m')
      .sign(key);
    expect(await signer.verify(token)).toEqual({ userId: 'user-2', sessionId: 'session-2' });
  });

  it('rejects expired, tampered, unsigned, other-secret and malformed tokens', async () => {
    const expired = await signer.sign(claims, new Date(Date.now() - 1000));
    const valid = await signer.sign(claims, inOneHour());
    const [header, payload, signature] = valid.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(valid), sub: 'admin' })).toString(
      'base64url',
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const foreign = await createTokenSigner('another-secret-that-is-long-enough!!!').sign(
      claims,
      inOneHour(),
    );
    const noExpiry = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .sign(key);
    for (const token of [
      expired,
      `${header}.${otherPayload}.${signature}`,
      none,
      foreign,
      noExpiry,
      'a.b',
      '',
      `${valid}.x`,
    ]) {
      expect(await signer.verify(token)).toBeNull();
    }
  });

  it('refuses a token it verified before once the token has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const token = await signer.sign(claims, new Date('2026-11-26T10:05:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:04:59Z'));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:05:00Z'));
    expect(await signer.verify(token)).toBeNull();
  });
});
