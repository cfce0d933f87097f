import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyUser } from './corporate';
import { createSignedInUser } from './factories';
import { arbitraryOf, junk, type Schema } from './openapi-arbitraries';
import type { TestApp } from './test-app';
import { createTestAppWithVisaData } from './visa-data';

/**
 * Schemathesis's checks, in the test suite: every operation of the app's own OpenAPI document (new routes
 * included, as they appear there) gets requests generated from its declared parameters and body, valid and
 * not, as each role; no answer may be a 5xx, a status the operation does not document, or a body that does
 * not match the schema documented for that status. Bounded in time by FUZZ_SECONDS (45 by default).
 */
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
type Target = { method: string; path: string; operation: Operation };
type Request = { role: Role; path: Record<string, string>; query: Record<string, unknown>; body: Body };
type Body = { payload?: string; contentType?: string };

const roles = ['anonymous', 'general', 'corporate', 'agent', 'admin'] as const;
type Role = (typeof roles)[number];
const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 45);
const REQUEST_TIMEOUT_MS = 15_000;
// Not the sign-ins' address: limits the fuzzer trips (logins, sign-ups) never refuse the roles' sign-ins.
const fuzzAddress = '198.51.100.7';

const state = {} as { test: TestApp; document: Document; headers: Record<Role, Record<string, string>> };

const signIn = async (role: Role) => {
  if (role === 'anonymous') return {};
  if (role === 'corporate') return (await createCompanyUser(state.test, 'Conformance Test Ltd')).headers;
  return (await createSignedInUser(state.test, { role })).headers;
};

beforeAll(async () => {
  state.test = await createTestAppWithVisaData();
  // Components referred to as `components#/definitions/X`, so ajv resolves them from one schema of its own.
  state.document = JSON.parse(
    JSON.stringify(state.test.app.swagger()).replaceAll(
      '"#/components/schemas/',
      '"components#/definitions/',
    ),
  ) as Document;
  state.headers = Object.fromEntries(
    await Promise.all(roles.map(async (role) => [role, await signIn(role)])),
  ) as Record<Role, Record<string, string>>;
}, 120_000);
afterAll(() => state.test.close());

const resolve = (reference: string) => {
  const name = reference.split('/').at(-1) ?? '';
  return state.document.components?.schemas?.[name] ?? {};
};

const jsonTypeOf = (content: Content | undefined) =>
  Object.keys(content ?? {}).find((type) => type === 'application/json');

const hasBody = (method: string) => ['post', 'put', 'patch', 'delete'].includes(method);

/** A path segment the router reads as one: never empty, never a dot segment, never past its limit. */
const segment = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text !== '.' && text !== '..');

const bodyOf = (target: Target): fc.Arbitrary<Body> => {
  if (!hasBody(target.method)) return fc.constant({});
  const content = target.operation.requestBody?.content;
  const jsonType = jsonTypeOf(content);
  const schema = jsonType ? (content?.[jsonType]?.schema ?? {}) : undefined;
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const properties = Object.keys(schema?.properties ?? {});
  const modes: fc.Arbitrary<Body>[] = [
    fc.constant({}),
    junk.map(json),
    fc.constant({ payload: '{"', contentType: 'application/json' }),
    fc.constant({ payload: '<a>words</a>', contentType: 'application/xml' }),
  ];
  if (schema) {
    const valid = arbitraryOf(schema, resolve);
    modes.push(valid.map(json), valid.map(json), valid.map(json));
    if (properties.length > 0)
      // One field wrong, the rest as declared.
      modes.push(
        fc
          .tuple(valid, fc.constantFrom(...properties), junk)
          .map(([body, key, value]) => json({ ...(body as object), [key]: value })),
      );
  }
  const textType = Object.keys(content ?? {}).find((type) => type.startsWith('text/'));
  if (textType)
    modes.push(fc.string({ maxLength: 200 }).map((payload) => ({ payload, contentType: textType })));
  return fc.oneof(...modes);
};

/** Ids the answers so far held (applications, documents, users...): a request may name them, as a client would. */
const seenIds: string[] = [];
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const rememberIds = (body: string) => {
  for (const id of body.match(uuidPattern) ?? []) if (!seenIds.includes(id)) seenIds.push(id);
};
// Read when a request is drawn, so ids seen in later rounds are used too.
const seenId = fc
  .nat()
  .map((index) => seenIds[index % seenIds.length] ?? '00000000-0000-4000-8000-000000000000');

const parametersOf = (target: Target, place: 'path' | 'query') => {
  const parameters = (target.operation.parameters ?? []).filter((parameter) => parameter.in === place);
  const model = Object.fromEntries(
    parameters.map((parameter) => {
      const declared = arbitraryOf(parameter.schema ?? {}, resolve);
      const valid = parameter.schema?.format === 'uuid' ? fc.oneof(declared, seenId, seenId) : declared;
      // Mostly what the document declares; now and then anything.
      const value = fc.oneof(
        { weight: 4, arbitrary: valid },
        { weight: 1, arbitrary: place === 'path' ? segment : junk },
      );
      return [
        parameter.name,
        place === 'path' ? value.map(String).filter((text) => /^[^/]/.test(text)) : value,
      ];
    }),
  );
  const requiredKeys = parameters
    .filter((parameter) => parameter.required)
    .map((parameter) => parameter.name);
  return fc.record(model, { requiredKeys: place === 'path' ? Object.keys(model) : requiredKeys });
};

const requestsOf = (target: Target): fc.Arbitrary<Request> =>
  fc.record({
    role: fc.constantFrom(...roles),
    path: parametersOf(target, 'path') as fc.Arbitrary<Record<string, string>>,
    query: parametersOf(target, 'query'),
    body: bodyOf(target),
  });

const urlOf = (target: Target, request: Request) => {
  const path = target.path.replaceAll(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.path[name] ?? 'x'),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const validatorOf = (key: string, schema: Schema) => {
  let validate = validators.get(key);
  if (!validate) {
    if (!ajv.getSchema('components'))
      ajv.addSchema({ $id: 'components', definitions: state.document.components?.schemas ?? {} });
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
};

/** What is wrong with an answer by the document, or null. */
const problemOf = (target: Target, status: number, contentType: string, body: string) => {
  if (status >= 500) return 'server error';
  const documented = target.operation.responses[String(status)] ?? target.operation.responses.default;
  if (!documented) return 'status not documented';
  if (!documented.content) return null;
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  if (!(mediaType in documented.content)) return `media type ${mediaType} not documented`;
  const schema = documented.content[mediaType]?.schema;
  if (mediaType !== 'application/json' || !schema || schema.format === 'binary') return null;
  const validate = validatorOf(`${target.method} ${target.path} ${status}`, schema);
  if (validate(JSON.parse(body))) return null;
  return `body does not match: ${ajv.errorsText(validate.errors)}`;
};

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), REQUEST_TIMEOUT_MS)),
  ]);

describe('the API answers as its OpenAPI document says', () => {
  it(
    `for generated requests to every operation as every role (${FUZZ_SECONDS} s)`,
    async () => {
      const targets = Object.entries(state.document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          method,
          path,
          operation,
          requests: requestsOf({ method, path, operation }),
        })),
      );
      const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
      const problems = new Map<string, { count: number; example: string }>();
      const statuses: Record<string, number> = {};
      const requestsPerTarget = new Map<string, number>();
      const rolesSeen = new Set<Role>();
      let requests = 0;
      let signIns = 0;
      const started = Date.now();
      const deadline = started + FUZZ_SECONDS * 1000;
      // Round after round, a few requests per operation, so all are reached however short the time.
      for (let round = 0; round === 0 || Date.now() < deadline; round += 1) {
        for (const [index, target] of targets.entries()) {
          if (round > 0 && Date.now() >= deadline) break;
          for (const request of fc.sample(target.requests, {
            numRuns: 3,
            seed: seed + round * 10_007 + index,
          })) {
            const url = urlOf(target, request);
            const response = await withTimeout(
              state.test.app.inject({
                method: target.method.toUpperCase() as 'GET',
                url,
                remoteAddress: fuzzAddress,
                headers: {
                  ...state.headers[request.role],
                  ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}),
                },
                ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
              }),
            );
            requests += 1;
            rolesSeen.add(request.role);
            const key = `${target.method.toUpperCase()} ${target.path}`;
            requestsPerTarget.set(key, (requestsPerTarget.get(key) ?? 0) + 1);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            if (response.statusCode < 300) rememberIds(response.body);
            const problem = problemOf(
              target,
              response.statusCode,
              String(response.headers['content-type'] ?? ''),
              response.body,
            );
            if (problem) {
              const found = problems.get(`${key} ${response.statusCode}: ${problem}`);
              if (found) found.count += 1;
              else
                problems.set(`${key} ${response.statusCode}: ${problem}`, {
                  count: 1,
                  example: `as ${request.role} ${url.slice(0, 200)} ${String(request.body.payload).slice(0, 200)} -> ${response.body.slice(0, 300)}`,
                });
            }
            // A session the request itself ended (sign-out, deletion, a new password): the role signs in again.
            if (response.statusCode === 401 && request.role !== 'anonymous') {
              state.headers[request.role] = await signIn(request.role);
              signIns += 1;
            }
          }
        }
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      // The figures a run reports (warn: the lint rules keep console.log out of the code).
      console.warn(
        `OpenAPI conformance: ${requests} requests over ${targets.length} operations as ${rolesSeen.size} roles ` +
          `(${[...rolesSeen].join(', ')}) in ${seconds} s, seed ${seed} (FUZZ_SEED), ${signIns} sign-ins again; ` +
          `statuses ${JSON.stringify(statuses)}`,
      );
      const report = [...problems].map(
        ([problem, { count, example }]) => `${problem} (x${count}), e.g. ${example}`,
      );
      expect(report).toEqual([]);
      expect(targets.length).toBeGreaterThan(100);
      expect(requestsPerTarget.size).toBe(targets.length);
      expect(rolesSeen.size).toBe(roles.length);
    },
    (FUZZ_SECONDS + 120) * 1000,
  );
});
