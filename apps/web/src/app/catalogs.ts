import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { InterfaceLanguage } from '@visabridge/contract';

type Catalog = { messages: Messages };

/** What every page says (the shell, shared components, formatting), per language: src/locales/<language>/. */
const shellCatalogs = import.meta.glob<Catalog>('../locales/*/shell.po');

/** What one feature's pages say, per language: src/features/<feature>/locales/. */
const featureCatalogs = import.meta.glob<Catalog>('../features/*/locales/*.po');

/** A language of the app's, or the made-up one that shows in tests any text left out of the catalogs. */
export type CatalogLanguage = InterfaceLanguage | 'pseudo';

const loadedFeatures = new WeakMap<I18n, Set<string>>();

const read = async (catalogs: Record<string, () => Promise<Catalog>>, file: string) => {
  const load = catalogs[file];
  if (!load) throw new Error(`the app has no catalog ${file}`);
  return (await load()).messages;
};

/** An instance of the app's messages in `language`, with what every page says loaded. */
export const createI18n = async (language: CatalogLanguage) => {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: language,
    messages: await read(shellCatalogs, `../locales/${language}/shell.po`),
  });
  return i18n;
};

/** Whether the words of `feature`'s pages are in `i18n` already. */
export const hasFeatureCatalog = (i18n: I18n, feature: string) =>
  loadedFeatures.get(i18n)?.has(feature) ?? false;

/** Adds the words of `feature`'s pages to `i18n`, in its language (once). */
export const loadFeatureCatalog = async (i18n: I18n, feature: string) => {
  if (hasFeatureCatalog(i18n, feature)) return;
  const messages = await read(featureCatalogs, `../features/${feature}/locales/${i18n.locale}.po`);
  i18n.load(i18n.locale, messages);
  const loaded = loadedFeatures.get(i18n) ?? new Set<string>();
  loaded.add(feature);
  loadedFeatures.set(i18n, loaded);
};

let browserI18n: { i18n: I18n; direction: 'ltr' | 'rtl' } | null = null;

/** The browser's messages and direction, for what draws in a root of its own (a dialog outside the app). */
export const appLanguage = () => {
  if (!browserI18n) throw new Error('the app has not started');
  return browserI18n;
};

export const setAppLanguage = (i18n: I18n, direction: 'ltr' | 'rtl') => {
  browserI18n = { i18n, direction };
};
