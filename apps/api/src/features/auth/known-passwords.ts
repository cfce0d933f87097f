/**
 * Whether a password is one attackers try first: in Mozilla's list of the 50,000 most common passwords
 * of 8 characters or more from breaches (fxa-common-password-list, from the SecLists 10-million list;
 * offline, updated with the package), or one of the passwords published as examples in well-known
 * password advice, which cracking wordlists carry. Case, spaces and separators do not change the answer.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type CommonPasswordList = { test: (password: string) => boolean };

let list: CommonPasswordList | undefined;

/** Loaded at the first password set: decoding the 50,000 entries takes about 50 ms. */
const commonPasswords = () => (list ??= require('fxa-common-password-list') as CommonPasswordList);

// Written lower case without separators; each is in Have I Been Pwned's breach corpus many times over.
const publishedExamples = new Set([
  'correcthorsebatterystaple', // xkcd 936
  'tr0ub4dor&3', // xkcd 936
  'hunter2', // the bash.org quote
  'p@ssw0rd',
  'passw0rd!',
  'letmein123',
]);

const variantsOf = (password: string) => {
  const lower = password.toLowerCase();
  return new Set([password, lower, lower.replace(/[\s._-]+/g, '')]);
};

export const isKnownPassword = (password: string) =>
  [...variantsOf(password)].some(
    (variant) => publishedExamples.has(variant) || commonPasswords().test(variant),
  );
