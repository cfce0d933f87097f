import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyChallenges, securityEvents, secondFactors, sessions } from '../../db/schema';
import { createUser, DEFAULT_PASSWORD, enrolTotp, sessionIdOf } from '../../test/factories';
import { createSoftwareAuthenticator } from '../../test/software-authenticator';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '6' });
});
afterAll(() => test.close());

type Headers = Record<string, string>;
type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;
const base = '/api/auth/second-factor/passkeys';
const post = (url: string, headers: Headers, payload?: object) =>
  test.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const signIn = async (email: string) => {
  const response = await post('/api/auth/login', {}, { email, password: DEFAULT_PASSWORD });
  expect(response.statusCode).toBe(200);
  const { token, secondFactor } = response.json().data as { token: string; secondFactor?: string };
  return { token, secondFactor, headers: { authorization: `Bearer ${token}` } };
};

const registerOptions = async (headers: Headers) => {
  const response = await post(`${base}/register-options`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as { challenge: string; excludeCredentials: { id: string }[] };
};

/** Adds the authenticator's passkey through the API, as the browser would. */
const addPasskey = async (headers: Headers, authenticator: Authenticator, label?: string) => {
  const options = await registerOptions(headers);
  return post(`${base}/register`, headers, { label, credential: authenticator.register(options) });
};

const authenticateOptions = async (headers: Headers) => {
  const response = await post(`${base}/authenticate-options`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as { challenge: string; allowCredentials: { id: string }[] };
};

/** A traveller with a passkey, signed in again with the password only (the passkey step due). */
const travellerWithPasskey = async () => {
  const user = await createUser(test.db);
  const authenticator = createSoftwareAuthenticator();
  const first = await signIn(user.email);
  expect((await addPasskey(first.headers, authenticator)).statusCode).toBe(200);
  const second = await signIn(user.email);
  expect(second.secondFactor).toBe('verify');
  return { user, authenticator, ...second };
};

const passkeysOf = (userId: string) =>
  test.db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'passkey')));

const eventsOf = async (userId: string, kind: string) =>
  (
    await test.db
      .select({ details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)))
      .orderBy(securityEvents.id)
  ).map((event) => event.details);

describe('adding a passkey', () => {
  it('enrols an admin with a passkey: recovery codes once, then the staff pages open', async () => {
    const agent = await createUser(test.db, { role: 'admin' });
    await test.db.delete(secondFactors).where(eq(secondFactors.userId, agent.id));
    const { headers, secondFactor } = await signIn(agent.email);
    expect(secondFactor).toBe('enrol');
    expect((await post(`${base}/authenticate-options`, headers)).statusCode).toBe(403);
    const adminUsers = () => test.app.inject({ method: 'GET', url: '/api/admin/users', headers });
    expect((await adminUsers()).statusCode).toBe(403);

    const authenticator = createSoftwareAuthenticator();
    const options = await registerOptions(headers);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'VisaBridge' },
      user: { name: agent.email },
      excludeCredentials: [],
      authenticatorSelection: { userVerification: 'preferred' },
    });
    const added = await post(`${base}/register`, headers, {
      label: ' Work laptop ',
      credential: authenticator.register(options),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Passkey added' });
    expect(added.json().data.recoveryCodes).toHaveLength(10);

    const status = await test.app.inject({ method: 'GET', url: '/api/auth/second-factor', headers });
    expect(status.json().data).toMatchObject({
      step: null,
      recoveryCodesLeft: 10,
      factors: [{ kind: 'passkey', label: 'Work laptop' }],
    });
    const [stored] = await passkeysOf(agent.id);
    expect(stored).toMatchObject({ credentialId: authenticator.id, transports: 'internal', signCount: 0 });
    expect(await eventsOf(agent.id, 'second_factor_changed')).toEqual([
      { change: 'added', kind: 'passkey', factorId: stored?.id },
    ]);
    expect((await adminUsers()).statusCode).toBe(200);
  });

  it('excludes passkeys already added, refuses the same one twice (409), names the next one', async () => {
    const user = await createUser(test.db);
    const { headers } = await signIn(user.email);
    const authenticator = createSoftwareAuthenticator();
    expect((await addPasskey(headers, authenticator)).statusCode).toBe(200);
    const options = await registerOptions(headers);
    expect(options.excludeCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const twice = await post(`${base}/register`, headers, { credential: authenticator.register(options) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PASSKEY_ALREADY_ADDED');

    const second = await addPasskey(headers, createSoftwareAuthenticator());
    expect(second.statusCode).toBe(200);
    // Not a first factor: the recovery codes already given stay as they are.
    expect(second.json().data.recoveryCodes).toBeNull();
    expect((await passkeysOf(user.id)).map((passkey) => passkey.label).sort()).toEqual([
      'Passkey',
      'Passkey 2',
    ]);
  });

  it('refuses bad input (400 on the field), another site, and a used or expired challenge; stores nothing', async () => {
    const user = await createUser(test.db);
    const { headers, token } = await signIn(user.email);
    const authenticator = createSoftwareAuthenticator();

    const missing = await post(`${base}/register`, headers, { label: 'Phone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('credential');
    const options = await registerOptions(headers);
    const credential = authenticator.register(options);
    const garbled = await post(`${base}/register`, headers, {
      credential: { ...credential, response: { ...credential.response, attestationObject: 'not base64!' } },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors).toEqual([
      {
        field: 'credential.response.attestationObject',
        message: 'The passkey could not be checked. Try again.',
      },
    ]);

    const elsewhere = await post(`${base}/register`, headers, {
      credential: authenticator.register(options, { from: 'https://evil.example' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('PASSKEY_FAILED');
    // The challenge answered once, even wrongly: the right answer to it now comes too late.
    const replayed = await post(`${base}/register`, headers, { credential });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_MISSING');

    const late = await registerOptions(headers);
    await test.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.sessionId, sessionIdOf(token)));
    const expired = await post(`${base}/register`, headers, { credential: authenticator.register(late) });
    expect(expired.json().code).toBe('PASSKEY_CHALLENGE_MISSING');

    expect(await passkeysOf(user.id)).toEqual([]);
    expect(await eventsOf(user.id, 'second_factor_changed')).toEqual([]);
  });

  it('asks a user with a second factor to confirm it recently first (step-up)', async () => {
    const user = await createUser(test.db);
    await enrolTotp(test.db, user.id);
    const { headers, token } = await signIn(user.email);
    await test.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const stale = await post(`${base}/register-options`, headers);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('STEP_UP_REQUIRED');
  });

  it('needs a session (401)', async () => {
    for (const path of ['register-options', 'register', 'authenticate-options', 'authenticate']) {
      expect((await post(`${base}/${path}`, {})).statusCode).toBe(401);
    }
  });
});

describe('signing in with a passkey', () => {
  it('finishes the sign-in, stores the counter and the time of use, and forgets the challenge', async () => {
    const { user, authenticator, headers } = await travellerWithPasskey();
    expect((await test.app.inject({ method: 'GET', url: '/api/applications', headers })).statusCode).toBe(
      403,
    );
    const options = await authenticateOptions(headers);
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const credential = authenticator.authenticate(options);
    const verified = await post(`${base}/authenticate`, headers, { credential });
    expect(verified.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/applications', headers })).statusCode).toBe(
      200,
    );
    const [stored] = await passkeysOf(user.id);
    expect(stored?.signCount).toBe(1);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);

    const replayed = await post(`${base}/authenticate`, headers, { credential });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('PASSKEY_CHALLENGE_MISSING');
  });

  it('refuses an old signature, a counter that went back, and counts each like a wrong code', async () => {
    const { user, authenticator, headers } = await travellerWithPasskey();
    const old = authenticator.authenticate(await authenticateOptions(headers));
    await authenticateOptions(headers);
    const stale = await post(`${base}/authenticate`, headers, { credential: old });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual([
      { field: 'credential', message: 'The passkey could not be checked. Try again.' },
    ]);

    const good = authenticator.authenticate(await authenticateOptions(headers));
    expect((await post(`${base}/authenticate`, headers, { credential: good })).statusCode).toBe(200);
    const again = await signIn(user.email);
    const cloned = authenticator.authenticate(await authenticateOptions(again.headers), { counter: 1 });
    expect((await post(`${base}/authenticate`, again.headers, { credential: cloned })).statusCode).toBe(400);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/applications', headers: again.headers })).statusCode,
    ).toBe(403);
    expect((await passkeysOf(user.id))[0]?.signCount).toBe(2);
    expect(await eventsOf(user.id, 'sign_in_failed')).toEqual([
      { reason: 'wrong_passkey' },
      { reason: 'wrong_passkey' },
    ]);
  });

  it("refuses another user's passkey, and slows down guessing (429)", async () => {
    const owner = await travellerWithPasskey();
    const other = await travellerWithPasskey();
    const options = await authenticateOptions(other.headers);
    const theirs = owner.authenticator.authenticate(options);
    const refused = await post(`${base}/authenticate`, other.headers, { credential: theirs });
    expect(refused.statusCode).toBe(400);
    expect((await passkeysOf(owner.user.id))[0]?.signCount).toBe(0);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/applications', headers: other.headers })).statusCode,
    ).toBe(403);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const credential = owner.authenticator.authenticate(await authenticateOptions(other.headers));
      await post(`${base}/authenticate`, other.headers, { credential });
    }
    const mine = other.authenticator.authenticate(await authenticateOptions(other.headers));
    expect((await post(`${base}/authenticate`, other.headers, { credential: mine })).statusCode).toBe(429);
  });

  it('has no options for a user without a passkey (409), and refuses bad input (400)', async () => {
    const user = await createUser(test.db);
    const { headers } = await signIn(user.email);
    const none = await post(`${base}/authenticate-options`, headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PASSKEY');
    const bad = await post(`${base}/authenticate`, headers, { credential: { id: 'x', type: 'password' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toContain('credential.type');
  });
});
