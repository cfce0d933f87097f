import { and, eq } from 'drizzle-orm';
import { webClientHeader } from '@visabridge/contract';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, secondFactors, sessions } from '../../db/schema';
import { createUser, DEFAULT_PASSWORD, enrolTotp, sessionIdOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '4' });
});
afterAll(() => test.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const signIn = async (email: string) => {
  const response = await call('POST', '/api/auth/login', {}, { email, password: DEFAULT_PASSWORD });
  expect(response.statusCode).toBe(200);
  const { token, secondFactor } = response.json().data as { token: string; secondFactor?: string };
  return { token, secondFactor, headers: { authorization: `Bearer ${token}` } };
};

const verify = (headers: Headers, code: string) =>
  call('POST', '/api/auth/second-factor/verify', headers, { code });

/** A user with an authenticator app, signed in with the password only (the second step still due). */
const travellerWithApp = async () => {
  const user = await createUser(test.db);
  const secret = await enrolTotp(test.db, user.id);
  return { user, secret, ...(await signIn(user.email)) };
};

/** Enrols an authenticator app through the API, as the profile's Security section does. */
const enrolThroughApi = async (headers: Headers) => {
  const setup = await call('POST', '/api/auth/second-factor/totp', headers);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qrCode } = setup.json().data as { secret: string; uri: string; qrCode: string };
  expect(uri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await call('POST', '/api/auth/second-factor/totp/confirm', headers, {
    code: codeOf(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
};

/** The details of the user's `second_factor_changed` events, oldest first. */
const factorChangesOf = async (userId: string) =>
  (
    await test.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, 'second_factor_changed')))
      .orderBy(securityEvents.id)
  ).map((event) => event.details);

describe('signing in with an authenticator app', () => {
  it('asks for the code after the password, and refuses everything else until then', async () => {
    const { secondFactor, headers, secret } = await travellerWithApp();
    expect(secondFactor).toBe('verify');
    const refused = await call('GET', '/api/applications', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await call('GET', '/api/auth/profile', headers)).statusCode).toBe(403);
    const status = await call('GET', '/api/auth/second-factor', headers);
    expect(status.json().data).toMatchObject({ step: 'verify', isRecentlyVerified: false });

    expect((await verify(headers, codeOf(secret))).statusCode).toBe(200);
    expect((await call('GET', '/api/applications', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/profile', headers)).statusCode).toBe(200);
  });

  it('tells the web app (cookie session, no token in the body) which step is due', async () => {
    const user = await createUser(test.db);
    await enrolTotp(test.db, user.id);
    const response = await call(
      'POST',
      '/api/auth/login',
      { [webClientHeader.name]: webClientHeader.value },
      { email: user.email, password: DEFAULT_PASSWORD },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ secondFactor: 'verify' });
    expect(response.json().data.token).toBeUndefined();
  });

  it('refuses a wrong code with 400 on code, a replayed one, and bad input', async () => {
    const { headers, secret, user } = await travellerWithApp();
    const wrong = await verify(headers, codeOf(secret, 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'code', message: 'That code is not right, or it was already used. Try the newest code.' },
    ]);
    const failures = await test.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.kind, 'sign_in_failed')));
    expect(failures).toEqual([{ details: { reason: 'wrong_code' } }]);
    const bad = await verify(headers, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('code');

    const code = codeOf(secret);
    expect((await verify(headers, code)).statusCode).toBe(200);
    const again = await signIn((await call('GET', '/api/auth/profile', headers)).json().data.email);
    expect((await verify(again.headers, code)).statusCode).toBe(400);
    expect((await call('GET', '/api/applications', again.headers)).statusCode).toBe(403);
  });

  it('ends a password sign-in left waiting over five minutes for its code (401)', async () => {
    const { headers, token, secret } = await travellerWithApp();
    await test.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await verify(headers, codeOf(secret))).statusCode).toBe(401);
  });

  it('slows down guessing: wrong codes count like wrong passwords (429)', async () => {
    const { headers, secret } = await travellerWithApp();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await verify(headers, '000000')).statusCode).toBe(400);
    }
    const limited = await verify(headers, codeOf(secret));
    expect(limited.statusCode).toBe(429);
  });
});

describe('enrolling an authenticator app and recovery codes', () => {
  it('enrols a traveller, shows ten recovery codes once, each usable once', async () => {
    const user = await createUser(test.db);
    const first = await signIn(user.email);
    expect(first.secondFactor).toBeUndefined();
    const { recoveryCodes } = await enrolThroughApi(first.headers);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    expect(await factorChangesOf(user.id)).toMatchObject([{ change: 'added', kind: 'totp' }]);

    const second = await signIn(user.email);
    expect(second.secondFactor).toBe('verify');
    const recoveryCode = recoveryCodes[0] ?? '';
    expect((await verify(second.headers, recoveryCode.toUpperCase())).statusCode).toBe(200);
    const third = await signIn(user.email);
    expect((await verify(third.headers, recoveryCode)).statusCode).toBe(400);
    const status = await call('GET', '/api/auth/second-factor', second.headers);
    expect(status.json().data).toMatchObject({ recoveryCodesLeft: 9, step: null, isRecentlyVerified: true });
    expect(status.json().data.factors).toEqual([expect.objectContaining({ kind: 'totp' })]);
  });

  it('refuses a wrong first code and a second app while one is set up', async () => {
    const user = await createUser(test.db);
    const { headers } = await signIn(user.email);
    const setup = (await call('POST', '/api/auth/second-factor/totp', headers)).json().data;
    const wrong = await call('POST', '/api/auth/second-factor/totp/confirm', headers, {
      code: codeOf(setup.secret, 4),
    });
    expect(wrong.statusCode).toBe(400);
    const factors = await test.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    expect(factors.map((factor) => factor.confirmedAt)).toEqual([null]);
    await call('POST', '/api/auth/second-factor/totp/confirm', headers, { code: codeOf(setup.secret) });
    const twice = await call('POST', '/api/auth/second-factor/totp', headers);
    expect(twice.statusCode).toBe(409);
  });

  it('renews recovery codes and removes a factor only after a recent check (step-up)', async () => {
    const { headers, secret, token } = await travellerWithApp();
    await verify(headers, codeOf(secret));
    const [factor] = await test.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, sessionUser(token)));
    await test.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const stale = await call('POST', '/api/auth/second-factor/recovery-codes', headers);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('STEP_UP_REQUIRED');
    expect((await call('DELETE', `/api/auth/second-factor/${factor?.id}`, headers)).statusCode).toBe(403);

    expect((await verify(headers, codeOf(secret, 1))).statusCode).toBe(200);
    const renewed = await call('POST', '/api/auth/second-factor/recovery-codes', headers);
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    expect((await call('DELETE', `/api/auth/second-factor/${factor?.id}`, headers)).statusCode).toBe(200);
    const status = (await call('GET', '/api/auth/second-factor', headers)).json().data;
    expect(status).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect(await factorChangesOf(sessionUser(token))).toEqual([
      { change: 'recovery_codes_renewed' },
      { change: 'removed', kind: 'totp', factorId: factor?.id },
    ]);
  });

  it("cannot remove another user's factor (404), nor a malformed id (400)", async () => {
    const owner = await travellerWithApp();
    const [factor] = await test.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, owner.user.id));
    const other = await createUser(test.db);
    const { headers } = await signIn(other.email);
    expect((await call('DELETE', `/api/auth/second-factor/${factor?.id}`, headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/second-factor/not-an-id', headers)).statusCode).toBe(400);
    expect(
      await test.db
        .select()
        .from(secondFactors)
        .where(eq(secondFactors.id, factor?.id ?? '')),
    ).toHaveLength(1);
  });

  it('needs a session for every second-factor endpoint (401)', async () => {
    expect((await call('GET', '/api/auth/second-factor')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/second-factor/totp')).statusCode).toBe(401);
    expect((await verify({}, '123456')).statusCode).toBe(401);
  });
});

describe('staff without a second factor', () => {
  it('keeps an admin out of admin endpoints until they enrol, then lets them in', async () => {
    const admin = await createUser(test.db, { role: 'admin' });
    await test.db.delete(secondFactors).where(eq(secondFactors.userId, admin.id));
    const { headers, secondFactor } = await signIn(admin.email);
    expect(secondFactor).toBe('enrol');
    const refused = await call('GET', '/api/admin/users', headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await call('GET', '/api/auth/profile', headers)).statusCode).toBe(200);

    await enrolThroughApi(headers);
    expect((await call('GET', '/api/admin/users', headers)).statusCode).toBe(200);
  });

  it('cannot remove the last factor of a staff account (409)', async () => {
    const agent = await createUser(test.db, { role: 'agent' });
    const [factor] = await test.db.select().from(secondFactors).where(eq(secondFactors.userId, agent.id));
    const { headers, token } = await signIn(agent.email);
    await test.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await call('DELETE', `/api/auth/second-factor/${factor?.id}`, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('LAST_STAFF_SECOND_FACTOR');
  });
});

const sessionUser = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
