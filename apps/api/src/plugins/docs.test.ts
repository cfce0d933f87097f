import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

type Operation = {
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let test: TestApp;
let document: Document;
beforeAll(async () => {
  test = await createTestApp();
  document = test.app.swagger() as unknown as Document;
});
afterAll(() => test.close());

const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const session = [{ bearer: [] }, { session: [] }];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document whose every reference resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // Throws on a reference to nothing, as '#/components/schemas/schema0' was.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('says per operation whether a session is needed, from the guards the route uses', () => {
    expect(operation('get', '/api/health').security).toEqual([]);
    expect(operation('post', '/api/auth/login').security).toEqual([]);
    expect(operation('get', '/api/auth/profile').security).toEqual(session);
    // A plugin-wide guard (`app.addHook('onRequest', app.requireRole('admin'))`) counts as much as a route's own.
    expect(operation('get', '/api/admin/users')).toMatchObject({ security: session, 'x-roles': ['admin'] });
    expect(operation('post', '/api/payments/{id}/refund')['x-roles']).toEqual(['admin']);
    expect(operation('get', '/api/documents/{id}').security).toEqual(session);
    // Contact works signed out; a session only fills in who wrote.
    expect(operation('post', '/api/contact/').security).toEqual([{}, ...session]);
  });

  it('lists the statuses an operation answers beyond its handler: session, role, body, database', () => {
    const statusesOf = (method: string, path: string) => Object.keys(operation(method, path).responses);
    expect(statusesOf('get', '/api/health')).toEqual(['200', '500', '503']);
    expect(statusesOf('post', '/api/auth/login')).toEqual(
      expect.arrayContaining(['400', '413', '415', '429']),
    );
    expect(statusesOf('get', '/api/admin/users')).toEqual(expect.arrayContaining(['401', '403']));
    expect(statusesOf('post', '/api/documents/upload')).toEqual(
      expect.arrayContaining(['401', '404', '413', '415']),
    );
  });

  it('gives the downloads their media types and their errors', () => {
    const download = operation('get', '/api/documents/{id}/download').responses;
    expect(Object.keys(download['200']?.content ?? {})).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(Object.keys(download)).toEqual(expect.arrayContaining(['400', '401', '404']));
    expect(
      Object.keys(operation('get', '/api/payments/{id}/receipt').responses['200']?.content ?? {}),
    ).toEqual(['application/pdf']);
    expect(
      Object.keys(operation('get', '/api/visa-applications/export.csv').responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
  });
});
