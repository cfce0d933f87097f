import type { TranslationKeys } from '@zxcvbn-ts/core';
import type { WeakPasswordMessage } from '../../lib/api-messages';

/**
 * Why zxcvbn judged a password weak, by its warning's or suggestion's key, as the refusal says it: our own
 * texts (zxcvbn's English words), each listed in lib/api-messages.ts and so written in the reader's language.
 */
export const weakPasswordWarnings = {
  straightRow:
    'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'This password is too easy to guess: short keyboard patterns are easy to guess.',
  simpleRepeat: 'This password is too easy to guess: repeated characters like "aaa" are easy to guess.',
  extendedRepeat:
    'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'This password is too easy to guess: common character sequences like "abc" are easy to guess.',
  recentYears: 'This password is too easy to guess: recent years are easy to guess.',
  dates: 'This password is too easy to guess: dates are easy to guess.',
  topTen: 'This password is too easy to guess: this is a heavily used password.',
  topHundred: 'This password is too easy to guess: this is a frequently used password.',
  common: 'This password is too easy to guess: this is a commonly used password.',
  similarToCommon: 'This password is too easy to guess: this is similar to a commonly used password.',
  wordByItself: 'This password is too easy to guess: single words are easy to guess.',
  namesByThemselves: 'This password is too easy to guess: single names or surnames are easy to guess.',
  commonNames: 'This password is too easy to guess: common names and surnames are easy to guess.',
  userInputs: 'This password is too easy to guess: there should not be any personal or page related data.',
  pwned: 'This password is too easy to guess: your password was exposed by a data breach on the Internet.',
} satisfies Record<keyof TranslationKeys['warnings'], WeakPasswordMessage>;

export const weakPasswordSuggestions = {
  l33t: "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.",
  reverseWords: 'This password is too easy to guess: avoid reversed spellings of common words.',
  allUppercase: 'This password is too easy to guess: capitalize some, but not all letters.',
  capitalization: 'This password is too easy to guess: capitalize more than the first letter.',
  dates: 'This password is too easy to guess: avoid dates and years that are associated with you.',
  recentYears: 'This password is too easy to guess: avoid recent years.',
  associatedYears: 'This password is too easy to guess: avoid years that are associated with you.',
  sequences: 'This password is too easy to guess: avoid common character sequences.',
  repeated: 'This password is too easy to guess: avoid repeated words and characters.',
  longerKeyboardPattern:
    'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.',
  anotherWord: 'This password is too easy to guess: add more words that are less common.',
  useWords: 'This password is too easy to guess: use multiple words, but avoid common phrases.',
  noNeed:
    'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.',
  pwned: 'This password is too easy to guess: if you use this password elsewhere, you should change it.',
} satisfies Record<keyof TranslationKeys['suggestions'], WeakPasswordMessage>;

/** Whether zxcvbn's feedback `key` is one of `table`'s. */
export const isKeyOf = <Table extends object>(
  table: Table,
  key: string | null | undefined,
): key is Extract<keyof Table, string> => typeof key === 'string' && Object.hasOwn(table, key);
