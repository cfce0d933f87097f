const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
};

/** English in the made-up test language: its vowels accented, as the catalogs' pseudo-locale writes it. */
export const accented = (text: string) => text.replace(/[aeiouyAEIOUY]/g, (vowel) => accents[vowel] ?? vowel);
