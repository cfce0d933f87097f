import { isIP } from 'node:net';
import { z } from 'zod';
import { dataKeyOf } from './lib/data-encryption';
import { parseDataKey } from './lib/data-key-file';

/** How settings that take more than a plain type are read from the environment (see config.ts). */

export type TrustProxy = false | number | string[];

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A comma-separated list, each item trimmed, empty items dropped: `a, b,,c` is `['a', 'b', 'c']`. */
export const commaList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const isKnownCurrency = (code: string) => Intl.supportedValuesOf('currency').includes(code);

/** A money amount in major units, as people write it: "15", "15.00". */
export const amountSetting = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `${name} must be an amount such as 15.00`);

const trustProxyMessage =
  'TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their addresses ' +
  '(e.g. 10.0.0.1,10.1.0.0/16); `true` would let any client choose its address through X-Forwarded-For';

/** Fastify's own names (proxy-addr) for private ranges, besides addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/** A hop count (the right-most N forwarded addresses are proxies) or a list of proxy addresses; never
 *  "trust everything", which takes the left-most X-Forwarded-For entry that the client writes. */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (['false', 'no', '0', ''].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: trustProxyMessage });
    return z.NEVER;
  });

const dataKeyMessage = 'must be 32 random bytes in base64 or hex (e.g. openssl rand -base64 32)';
export const dataKeySetting = z
  .string()
  .trim()
  .transform((value, context) => {
    const key = parseDataKey(value);
    if (key) return dataKeyOf(key);
    context.addIssue({ code: 'custom', message: dataKeyMessage });
    return z.NEVER;
  });
