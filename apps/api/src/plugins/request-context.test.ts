import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSignedInUser, createUser, DEFAULT_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const logLines: string[] = [];
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(
    { TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '3' },
    { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(() => test.close());

const requestLogOf = (requestId: string) =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.reqId === requestId && entry.msg === 'request completed');

describe('TRUST_PROXY', () => {
  it('takes a hop count, a list of proxy addresses or ranges, and refuses `true`', () => {
    const trustProxyOf = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: 'memory://', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) }).trustProxy;
    expect(trustProxyOf()).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['true', 'yes', '10.0.0.1/33', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => trustProxyOf(wrong), wrong).toThrow(/TRUST_PROXY must be the number of proxies/);
    }
  });

  it('with one proxy, the address it saw counts for the login limit, not what the client wrote', async () => {
    const user = await createUser(test.db);
    const login = (spoofed: string, password = 'wrong-password') =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.0.0.2',
        // The client writes any address it likes; the proxy appends the one it saw connecting.
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
      });
    for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await login(spoofed)).statusCode).toBe(401);
    }
    const limited = await login('198.51.100.4', DEFAULT_PASSWORD);
    expect(limited.statusCode).toBe(429);
    const other = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('are the server’s own; a well-formed client id is only logged beside it', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'client-trace.42' },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(requestLogOf(String(id))).toMatchObject({ reqId: id, clientRequestId: 'client-trace.42' });
  });

  it('drop a client id that does not match the pattern', async () => {
    for (const sent of ['a'.repeat(65), 'two words', 'x\u202Eevil', '"},"level":60']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': sent },
      });
      const id = String(response.headers['x-request-id']);
      expect(id).not.toBe(sent);
      const entry = requestLogOf(id);
      expect(entry).toBeDefined();
      expect(entry).not.toHaveProperty('clientRequestId');
    }
  });
});

describe('TRUST_REQUEST_ID', () => {
  it('takes the proxy’s well-formed X-Request-Id as the request’s id, and needs TRUST_PROXY', async () => {
    const behindProxy = await createTestApp(
      { TRUST_PROXY: '1', TRUST_REQUEST_ID: 'true' },
      { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    );
    try {
      const traced = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'edge-7f3a.91' },
      });
      expect(traced.headers['x-request-id']).toBe('edge-7f3a.91');
      expect(requestLogOf('edge-7f3a.91')).toMatchObject({ reqId: 'edge-7f3a.91' });
      const forged = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': '"},"level":60' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    } finally {
      await behindProxy.close();
    }
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_REQUEST_ID: 'true' })).toThrow(
      /TRUST_REQUEST_ID: set TRUST_PROXY/,
    );
  });
});

describe('the access log', () => {
  it('names the signed-in user by id, and no one for a visitor', async () => {
    const { user, headers } = await createSignedInUser(test);
    const signedIn = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(requestLogOf(String(signedIn.headers['x-request-id']))).toMatchObject({ userId: user.id });
    const visitor = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLogOf(String(visitor.headers['x-request-id']))).not.toHaveProperty('userId');
  });

  it('writes a line per request at info and none when only warnings are logged', async () => {
    const quietLines: string[] = [];
    const quiet = await createTestApp(
      {},
      { logger: { level: 'warn', stream: { write: (line: string) => quietLines.push(line) } } },
    );
    try {
      const response = await quiet.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(quietLines.filter((line) => line.includes('request completed'))).toEqual([]);
    } finally {
      await quiet.close();
    }
    const logged = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(requestLogOf(String(logged.headers['x-request-id']))).toMatchObject({ statusCode: 200 });
  });
});
