import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableValueMessage } from '../plugins/errors';
import { createCompanyUser } from './corporate';
import type { Schema } from './openapi-arbitraries';
import { createSignedInUser } from './factories';
import type { TestApp } from './test-app';
import { createTestAppWithVisaData } from './visa-data';

/**
 * Every route with a body or query schema, found in the app's own OpenAPI document, gets generated
 * bad values in each field (NUL bytes, lone surrogates, impossible dates, integers wider than a
 * column, wrong types, very long text, nested junk) from a role that can reach it: no answer may be a
 * 5xx, and a refused body names its fields.
 */
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Route = { method: string; path: string; body?: Schema; query?: Schema; isText: boolean };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
// Values that pass common patterns: a country code, a currency, a phone, a passport, a card expiry, a CVC.
const patternSamples = ['US', 'USD', '+44 20 7946 0958', 'AB1234567', '12/30', '123', '4242424242424242'];

/** A plausible valid value for a schema, so the field under test is the only bad one. */
const validValue = (schema: Schema, name = 'field'): unknown => {
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option) return validValue(option.find((item) => item.type !== 'null') ?? option[0] ?? {}, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {}).filter(([key]) => schema.required?.includes(key));
    return Object.fromEntries(entries.map(([key, value]) => [key, validValue(value, key)]));
  }
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
      validValue(schema.items ?? {}, name),
    );
  if (type === 'integer' || type === 'number')
    return Math.min(
      Math.max(
        1,
        schema.minimum ?? 1,
        (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : 0) + 1,
      ),
      schema.maximum ?? 1,
    );
  if (type === 'boolean') return false;
  if (schema.format === 'email' || /email/i.test(name))
    return `${name.toLowerCase()}.${randomUUID()}@example.com`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return inDays(30).toISOString().slice(0, 10);
  if (schema.format === 'date-time') return inDays(3).toISOString();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const sample = patternSamples.find((value) => pattern.test(value));
    if (sample) return sample;
  }
  return 'Sample text for this field'.slice(0, schema.maxLength ?? 100).padEnd(schema.minLength ?? 0, 'x');
};

/** Every field of a body, nested objects included ('personalInfo.firstName'), as dotted paths. */
const fieldPathsOf = (schema: Schema | undefined, prefix = ''): string[] =>
  Object.entries(schema?.properties ?? {}).flatMap(([key, value]) => {
    const objectSchema = [value, ...(value.anyOf ?? [])].find((item) => item.properties);
    return [`${prefix}${key}`, ...fieldPathsOf(objectSchema, `${prefix}${key}.`)];
  });

/** A copy of `body` with `value` at a dotted path, making the objects on the way. */
const withValueAt = (body: unknown, path: string, value: unknown): unknown => {
  const [key = '', ...rest] = path.split('.');
  const object = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { ...object, [key]: rest.length === 0 ? value : withValueAt(object[key], rest.join('.'), value) };
};

const hugeText = 'x'.repeat(70_000);
/** The values that answered 500 before: each field gets all of them. */
const knownBadValues: unknown[] = ['a\u0000b', 'a\ud800b', '2024-02-30', '0000-01-01', 2_147_483_648];
const junk = fc.oneof(
  fc.constantFrom<unknown>(
    ...knownBadValues,
    '\udfff',
    '2024-13-01',
    '2024-02-30T10:00:00Z',
    -2_147_483_649,
    hugeText,
    '',
    ' ',
    null,
    true,
    1e308,
    [],
    {},
    { $gt: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.constantFrom('\u0000', '\ud800', 2 ** 40), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.constantFrom<unknown>('\u0000', 2 ** 31, ['\ud800'])),
);
const queryJunk = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '%00',
    '2024-02-30',
    '2024-13-01',
    '99999999999',
    '-1',
    '1e400',
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Each body and query of the app, read from its OpenAPI document. */
const routesOf = (test: TestApp): Route[] => {
  const document = test.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const [mediaType, body] = Object.entries(content)[0] ?? [];
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const query: Schema | undefined =
        queryParameters.length === 0
          ? undefined
          : {
              type: 'object',
              properties: Object.fromEntries(queryParameters.map((item) => [item.name, item.schema])),
              required: queryParameters.filter((item) => item.required).map((item) => item.name),
            };
      if (!body && !query) return [];
      return [
        { method: method.toUpperCase(), path, body: body?.schema, query, isText: mediaType === 'text/csv' },
      ];
    }),
  );
};

const urlOf = (path: string, query?: Record<string, unknown>) => {
  const url = path.replaceAll(/\{[^}]+\}/g, () => randomUUID());
  if (!query) return url;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${url}?${search.toString()}`;
};

const test = {} as { app: TestApp; headers: Record<string, Record<string, string>> };
const roleOrder = ['general', 'corporate', 'agent', 'admin'] as const;

beforeAll(async () => {
  test.app = await createTestAppWithVisaData();
  const signIn = async (role: 'general' | 'agent' | 'admin') =>
    (await createSignedInUser(test.app, { role })).headers;
  test.headers = {
    general: await signIn('general'),
    corporate: (await createCompanyUser(test.app, 'Property Test Ltd')).headers,
    agent: await signIn('agent'),
    admin: await signIn('admin'),
  };
}, 120_000);
afterAll(() => test.app.close());

type Call = {
  route: Route;
  headers: Record<string, string>;
  body?: unknown;
  query?: Record<string, unknown>;
};
const send = ({ route, headers, body, query }: Call) =>
  test.app.app.inject({
    method: route.method as 'POST',
    url: urlOf(route.path, query),
    headers:
      body === undefined
        ? headers
        : { ...headers, 'content-type': route.isText ? 'text/csv' : 'application/json' },
    ...(body === undefined ? {} : { payload: route.isText ? String(body) : JSON.stringify(body) }),
  });

/** The first role the route lets through (public routes: any). */
const headersFor = async (route: Route) => {
  for (const role of roleOrder) {
    const headers = test.headers[role] ?? {};
    const response = await send({ route, headers, body: route.body ? {} : undefined });
    if (response.statusCode !== 401 && response.statusCode !== 403) return headers;
  }
  return test.headers.admin ?? {};
};

const expectNoServerError = async (call: Call, field: string) => {
  const response = await send(call);
  const where = `${call.route.method} ${call.route.path} ${field}=${String(JSON.stringify(call.body ?? call.query)).slice(0, 120)}`;
  expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  // The error handler's last resort names no field: the schema must refuse the value first.
  expect(response.body, where).not.toContain(unstorableValueMessage);
  if (response.statusCode === 400 && call.body !== undefined && !call.route.isText) {
    const { errors } = response.json() as { errors?: { field: string }[] };
    if (errors)
      expect(
        errors.every((error) => error.field.length > 0),
        where,
      ).toBe(true);
  }
};

describe('bad input never answers 5xx', () => {
  it('walks every route with a body or query schema', async () => {
    const routes = routesOf(test.app);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const headers = await headersFor(route);
      const validBody = route.body ? (validValue(route.body) as Record<string, unknown>) : undefined;
      const validQuery = route.query ? (validValue(route.query) as Record<string, unknown>) : undefined;
      const bodyFields = fieldPathsOf(route.body);
      const queryFields = Object.keys(route.query?.properties ?? {});
      // Every known bad value in every field once, then generated junk.
      for (const field of bodyFields)
        for (const value of knownBadValues)
          await expectNoServerError(
            { route, headers, body: withValueAt(validBody, field, value), query: validQuery },
            field,
          );
      for (const field of queryFields)
        await expectNoServerError(
          { route, headers, body: validBody, query: { ...validQuery, [field]: 'a\u0000b' } },
          field,
        );
      if (route.isText) {
        await expectNoServerError({ route, headers, body: 'email\na\u0000b,\u0000' }, 'csv');
        continue;
      }
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...(bodyFields.length > 0 ? bodyFields : ['(body)'])),
          junk,
          fc.constantFrom(...(queryFields.length > 0 ? queryFields : ['(query)'])),
          queryJunk,
          async (field, value, queryField, queryValue) => {
            const body = route.body
              ? field === '(body)'
                ? value
                : withValueAt(validBody, field, value)
              : undefined;
            const query = route.query ? { ...validQuery, [queryField]: queryValue } : undefined;
            await expectNoServerError({ route, headers, body, query }, `${field}/${queryField}`);
          },
        ),
        { numRuns: 4 },
      );
    }
  }, 240_000);
});
