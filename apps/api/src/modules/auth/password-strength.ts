import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { hashPassword } from './passwords';

/** zxcvbn's scale is 0 to 4; 3 is "safely unguessable" against an online attack (about 10^8 guesses). */
const MIN_SCORE = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with the common-password lists and English words, loaded once at the first password set. */
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
      translations: english.translations,
    });
  })());

/**
 * Refuses a password that is common or easy to guess (a 400 on `field` with zxcvbn's own reason), judged
 * also against what is known about the person: their name or email in it makes it weaker.
 */
export const assertStrongPassword = async (password: string, field: string, personal: string[] = []) => {
  const result = (await strengthChecker()).check(password, personal.filter(Boolean));
  if (result.score >= MIN_SCORE) return;
  const reason =
    result.feedback.warning ??
    result.feedback.suggestions[0] ??
    'Add more words or characters that are less common.';
  const message = `This password is too easy to guess: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
  throw new AppError('WEAK_PASSWORD', 400, message, [{ field, message }]);
};

/** Checks a password someone is setting (a 400 on `field` when weak) and hashes it at the configured cost. */
export const hashNewPassword = async (
  config: Pick<Config, 'passwordHashCost'>,
  { password, field, personal }: { password: string; field: string; personal: string[] },
) => {
  await assertStrongPassword(password, field, personal);
  return hashPassword(password, config.passwordHashCost);
};
