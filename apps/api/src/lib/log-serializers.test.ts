import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstVersions } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { serializeError } from './log-serializers';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => test.close());

describe('the server log', () => {
  it('logs request paths without their query string', async () => {
    await test.app.inject({ method: 'GET', url: '/api/health?token=secret-reset-token-123' });
    const logged = lines.join('');
    expect(logged).toContain('"url":"/api/health"');
    expect(logged).not.toContain('secret-reset-token-123');
  });

  it('logs a database error without its parameters: no name, no password hash', async () => {
    // The insert of a new account fails, with the person's names and scrypt hash among its parameters.
    await test.database.db.execute('alter table users rename column phone to phone_gone');
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          firstName: 'Zebulon',
          lastName: 'Quixotica',
          email: 'zebulon@example.com',
          phone: '+44 20 7946 0958',
          password: 'analytical-engine',
          nationality: 'GB',
          dateOfBirth: '1990-12-10',
          acceptedVersions: firstVersions,
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await test.database.db.execute('alter table users rename column phone_gone to phone');
    }
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('params: [redacted]');
    for (const secret of ['Zebulon', 'Quixotica', 'zebulon@example.com', 'scrypt$']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('logs a mail server refusal without the recipient address', () => {
    const refusal = new Error(
      "Can't send mail - all recipients were rejected: 550 <nina.t@example.com>: no such user",
    );
    const serialized = serializeError(new Error('delivery failed', { cause: refusal }));
    expect(JSON.stringify(serialized)).not.toContain('nina.t@example.com');
    expect(serialized.cause).toMatchObject({
      message: expect.stringContaining('550 <[address]>: no such user'),
    });
  });
});
