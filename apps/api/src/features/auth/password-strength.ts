import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Config } from '../../config';
import { fieldError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { isKnownPassword } from './known-passwords';
import { hashPassword } from '../../domain/identity/passwords';
import { isKeyOf, weakPasswordSuggestions, weakPasswordWarnings } from './password-strength-reasons';

/** zxcvbn's scale is 0 to 4; 3 is "safely unguessable" against an online attack (about 10^8 guesses). */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the common-password lists and English words, loaded once at the first password set. It has no
 * translations, so its feedback comes as keys, each worded by ./password-strength-reasons.ts.
 */
const strengthChecker = () =>
  (checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
    });
  })());

/** What is known about the person setting a password, which a guesser would try first. */
export type PersonalFacts = {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null | undefined;
  /** The nationality's country name, e.g. Germany. */
  country?: string | null | undefined;
};

const wordsOf = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);

/** The ways people write a birth date in a password: 1990, 90, 0101, 900101, 01011990, 01.01.1990... */
const birthDateForms = (date: string | null | undefined) => {
  const [year, month, day] = (date ?? '').split('-');
  if (!year || !month || !day) return [];
  const yy = year.slice(2);
  const m = String(Number(month));
  const d = String(Number(day));
  return [
    year,
    yy,
    `${day}${month}`,
    `${month}${day}`,
    `${d}${m}`,
    `${m}${d}`,
    `${yy}${month}${day}`,
    `${day}${month}${yy}`,
    `${month}${day}${yy}`,
    `${year}${month}${day}`,
    `${day}${month}${year}`,
    `${month}${day}${year}`,
    `${d}${m}${year}`,
    `${m}${d}${year}`,
    `${d}${m}${yy}`,
    ...['.', '/', '-'].flatMap((separator) => [
      [day, month, year].join(separator),
      [month, day, year].join(separator),
      [year, month, day].join(separator),
    ]),
  ];
};

/** The words zxcvbn is told about: names, the email's local part and domain words, birth date, country. */
export const personalWords = ({ email, firstName, lastName, dateOfBirth, country }: PersonalFacts) => {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  // The top-level domain (com, de) is a word every guesser has already.
  const labels = domain.split('.').slice(0, -1);
  const domainWords = [...labels, ...labels.flatMap(wordsOf)];
  const names = [firstName, lastName].flatMap(wordsOf);
  return [
    ...new Set([
      local,
      ...wordsOf(local),
      ...domainWords,
      ...names,
      names.join(''),
      ...birthDateForms(dateOfBirth),
      ...wordsOf(country),
      (country ?? '').toLowerCase().replace(/\s+/g, ''),
    ]),
  ].filter(Boolean);
};

/** The facts of an account as stored, the nationality's country named from the visa data. */
export const personalFactsOf = (
  ctx: Pick<AppContext, 'visa'>,
  user: {
    email: string;
    firstName: string | null;
    lastName: string | null;
    dateOfBirth: string | null;
    nationality: string | null;
  },
): PersonalFacts => ({
  ...user,
  country: user.nationality ? (ctx.visa.index.country(user.nationality)?.name ?? null) : null,
});

/** The password less every personal word in it (case aside), longest first. */
const withoutWords = (password: string, words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, word) => rest.split(word).join(''), password.toLowerCase());

const weakPassword = (field: string, message: string) =>
  fieldError({ code: 'WEAK_PASSWORD', field, message });

/**
 * Refuses a password that is common, leaked in breaches or easy to guess (a 400 on `field` with the
 * reason), judged also against what is known about the person: their name, email, birth date and country.
 */
export const assertStrongPassword = async ({
  password,
  field,
  personal,
}: {
  password: string;
  field: string;
  personal: PersonalFacts;
}) => {
  const zxcvbn = await strengthChecker();
  const words = personalWords(personal);
  const result = zxcvbn.check(password, words);
  if (result.score < MIN_SCORE) {
    // zxcvbn's warning, else its first suggestion, else a plea for less common words.
    const { warning, suggestions } = result.feedback;
    throw weakPassword(
      field,
      isKeyOf(weakPasswordWarnings, warning)
        ? weakPasswordWarnings[warning]
        : isKeyOf(weakPasswordSuggestions, suggestions[0])
          ? weakPasswordSuggestions[suggestions[0]]
          : 'This password is too easy to guess: add more words or characters that are less common.',
    );
  }
  // zxcvbn counts each extra part as 10^4 guesses, so "Name01.01.1990x" passes: what is left must pass too.
  const rest = withoutWords(password, words);
  if (rest.length < password.length && zxcvbn.check(rest, words).score < MIN_SCORE) {
    throw weakPassword(
      field,
      'This password is too easy to guess: it is mostly your name, email, birth date or country.',
    );
  }
  if (isKnownPassword(password)) {
    throw weakPassword(
      field,
      'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.',
    );
  }
};

/** Checks a password someone is setting (a 400 on `field` when weak) and hashes it at the configured cost. */
export const hashNewPassword = async (
  config: Pick<Config, 'passwordHashCost'>,
  options: { password: string; field: string; personal: PersonalFacts },
) => {
  await assertStrongPassword(options);
  return hashPassword(options.password, config.passwordHashCost);
};
