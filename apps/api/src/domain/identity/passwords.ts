import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** log2 of scrypt's N in production (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred ms per hash). */
export const PRODUCTION_HASH_COST = 17;
const R = 8;
const P = 1;

/** The async scrypt, on libuv's pool, so a hash never blocks the event loop. */
const derive = (password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // scrypt needs 128 * N * r bytes; the default cap (32 MiB) refuses N = 2^17.
      { ...options, maxmem: 2 * 128 * options.N * options.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/**
 * `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so hashes made at a lower cost still
 * verify and are upgraded at the next sign-in. `cost` is log2 of N: the configured `passwordHashCost`.
 */
export const hashPassword = async (password: string, cost: number = PRODUCTION_HASH_COST) => {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
};

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
};

export const verifyPassword = async (password: string, stored: string) => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** A hash made with a lower cost than `cost` (or other r, p): worth redoing while the password is at hand. */
export const needsRehash = (stored: string, cost: number) => {
  const parsed = parse(stored);
  return !parsed || parsed.N < 2 ** cost || parsed.r !== R || parsed.p !== P;
};

const decoys = new Map<number, Promise<string>>();

/** A hash of a random password at `cost`, compared against when the email is unknown so both paths cost the same. */
export const decoyHash = (cost: number) => {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
};
