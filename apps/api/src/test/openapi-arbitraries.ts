import fc from 'fast-check';

/** The parts of a schema object the generators read: OpenAPI 3.0's, or the JSON Schema zod writes. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
};

/** Reads a `#/components/schemas/...` reference. */
export type ResolveReference = (reference: string) => Schema;

/** Text long enough to reach a field's limit, short enough to keep thousands of requests quick. */
const LONGEST_TEXT = 300;

const inRange = (low: number, high: number) => ({
  min: Math.max(low, Number.MIN_SAFE_INTEGER),
  max: Math.min(high, Number.MAX_SAFE_INTEGER),
});

const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });

const textOf = (schema: Schema): fc.Arbitrary<string> => {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return dates.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= LONGEST_TEXT);
    } catch {
      // A pattern fast-check cannot generate from: any text, mostly refused, which is a case too.
    }
  }
  const minLength = Math.min(schema.minLength ?? 0, LONGEST_TEXT);
  return fc.string({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, LONGEST_TEXT)),
  });
};

const numberOf = (schema: Schema, isInteger: boolean) => {
  const low =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
  const high =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e6);
  const range = inRange(low, Math.max(low, high));
  return isInteger ? fc.integer(range) : fc.double({ ...range, noNaN: true, noDefaultInfinity: true });
};

/**
 * Values a schema accepts, or nearly (a pattern or an email zod reads more strictly is refused, as it should
 * be): what a client reading the document would send.
 */
export const arbitraryOf = (schema: Schema, resolve: ResolveReference, depth = 0): fc.Arbitrary<unknown> => {
  if (schema.$ref)
    return depth > 4 ? fc.constant(null) : arbitraryOf(resolve(schema.$ref), resolve, depth + 1);
  const value = ((): fc.Arbitrary<unknown> => {
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map((option) => arbitraryOf(option, resolve, depth + 1)));
    if (schema.allOf?.length)
      return arbitraryOf(Object.assign({}, ...schema.allOf) as Schema, resolve, depth + 1);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    switch (schema.type ?? (schema.properties ? 'object' : undefined)) {
      case 'string':
        return textOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(arbitraryOf(schema.items ?? {}, resolve, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 5)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            arbitraryOf(property, resolve, depth + 1),
          ]),
        );
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return junk;
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
};

/** What no schema asks for: wrong types, NUL bytes, lone surrogates, impossible dates, huge numbers, nesting. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    '',
    ' ',
    'a\u0000b',
    'a\ud800b',
    '2024-02-30',
    '0000-01-01',
    2_147_483_648,
    -1,
    1e308,
    'x'.repeat(5000),
    [],
    {},
    { $gt: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);
