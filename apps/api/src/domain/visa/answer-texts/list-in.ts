/** Items as one list the way the language joins them ("a, b y c", "a、b和c"). */
export const listIn = (locale: string) => (items: string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
