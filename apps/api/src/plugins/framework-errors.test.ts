import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_PARAM_LENGTH } from './framework-errors';

let test: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await createTestApp();
  ({ headers } = await createSignedInUser(test));
});
afterAll(() => test.close());

const marker = 'echo-me-not';

/** The envelope, and nothing of what was sent in it. */
const expectEnvelope = (body: string, status: number, actual: number) => {
  expect(actual).toBe(status);
  const parsed = JSON.parse(body) as { success: boolean; message: string };
  expect(parsed).toMatchObject({ success: false, message: expect.any(String) });
  expect(body).not.toContain(marker);
};

/** Sends raw bytes to a listening server and reads what comes back until it closes the connection. */
const sendRaw = (port: number, request: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });

describe('errors answered before or around the routes', () => {
  it('lets a route name what is wrong with a long slug, and answers a path parameter past the limit with 414', async () => {
    const long = await test.app.inject({ url: `/api/content/${marker}${'a'.repeat(90)}` });
    expectEnvelope(long.body, 400, long.statusCode);
    expect(long.json().errors[0].field).toBe('slug');
    const tooLong = await test.app.inject({ url: `/api/content/${marker}${'a'.repeat(MAX_PARAM_LENGTH)}` });
    expectEnvelope(tooLong.body, 414, tooLong.statusCode);
  });

  it('answers a path that is not valid percent-encoding with 400', async () => {
    const response = await test.app.inject({ url: `/api/content/${marker}%zz` });
    expectEnvelope(response.body, 400, response.statusCode);
  });

  it('answers an unknown address with 404', async () => {
    const response = await test.app.inject({ url: `/api/${marker}` });
    expectEnvelope(response.body, 404, response.statusCode);
  });

  it('answers an upload that is not multipart with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ file: marker }),
    });
    expectEnvelope(response.body, 415, response.statusCode);
  });

  it('answers JSON that does not parse with 400, a type not read with 415, a body too large with 413', async () => {
    const login = (contentType: string, payload: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
    const broken = await login('application/json', `{"email":"${marker}`);
    expectEnvelope(broken.body, 400, broken.statusCode);
    const xml = await login(`application/${marker}`, `<a>${marker}</a>`);
    expectEnvelope(xml.body, 415, xml.statusCode);
    const large = await login('application/json', JSON.stringify({ email: marker.repeat(200_000) }));
    expectEnvelope(large.body, 413, large.statusCode);
  });

  it('answers a stream asked for in a format it cannot give with 406', async () => {
    const response = await test.app.inject({
      url: `/api/chat/stream?ticket=${marker}`,
      headers: { accept: 'application/json' },
    });
    expectEnvelope(response.body, 406, response.statusCode);
  });

  it("answers what Node's HTTP parser refuses (headers too large, a malformed request) in the envelope", async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const largeHeaders = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${marker.repeat(3000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = largeHeaders.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 431 /);
    expectEnvelope(body, 431, 431);
    const malformed = await sendRaw(port, `GET /${marker} NOT-HTTP\r\n\r\n`);
    expect(malformed).toMatch(/^HTTP\/1.1 400 /);
    expectEnvelope(malformed.split('\r\n\r\n')[1] ?? '', 400, 400);
  });
});
