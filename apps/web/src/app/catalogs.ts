import type { EmotionCache } from '@emotion/cache';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { InterfaceLanguage } from '@visabridge/contract';

type Catalog = { messages: Messages };

/** What every page says (the shell, its components, formatting), per language: src/locales/<language>/. */
const shellCatalogs = import.meta.glob<Catalog>('../locales/*/shell.po');

/**
 * Per language, the index of what a feature's pages say, what a folder of shared components says and what a
 * part of the shell that loads apart says (src/features/<feature>/locales/, src/components/<area>/locales/,
 * src/app/<part>/locales/): which of them each feature or part needs, and their loaders.
 */
const catalogIndexes = {
  en: () => import('virtual:catalog-index/en'),
  es: () => import('virtual:catalog-index/es'),
  fr: () => import('virtual:catalog-index/fr'),
  de: () => import('virtual:catalog-index/de'),
  zh: () => import('virtual:catalog-index/zh'),
  ar: () => import('virtual:catalog-index/ar'),
  pseudo: () => import('virtual:catalog-index/pseudo'),
} satisfies Record<CatalogLanguage, unknown>;

/** A language of the app's, or the made-up one that shows in tests any text left out of the catalogs. */
export type CatalogLanguage = InterfaceLanguage | 'pseudo';

const loaded = new WeakMap<I18n, Set<string>>();
const languages = new WeakMap<I18n, CatalogLanguage>();

const read = async (catalogs: Record<string, () => Promise<Catalog>>, file: string) => {
  const load = catalogs[file];
  if (!load) throw new Error(`the app has no catalog ${file}`);
  return (await load()).messages;
};

/** An instance of the app's messages in `language`, with what every page says loaded. */
export const createI18n = async (language: CatalogLanguage) => {
  const i18n = setupI18n();
  languages.set(i18n, language);
  i18n.loadAndActivate({
    locale: language,
    messages: await read(shellCatalogs, `../locales/${language}/shell.po`),
  });
  return i18n;
};

/** Whether the words of `name` (a feature, or a part of the shell's) are in `i18n` already. */
export const hasCatalogsOf = (i18n: I18n, name: string) => loaded.get(i18n)?.has(name) ?? false;

/**
 * Adds to `i18n`, in its language (once), the words of `name`: a feature's pages, or a part of the shell that
 * loads apart (build/feature-catalogs.ts): its own, and those of the shared components it draws.
 */
export const loadCatalogsOf = async (i18n: I18n, name: string) => {
  if (hasCatalogsOf(i18n, name)) return;
  const language = languages.get(i18n);
  if (!language) throw new Error('these messages were not made by createI18n');
  const { folders, catalogs: loaders } = await catalogIndexes[language]();
  const names = folders[name];
  if (!names) throw new Error(`the app has no catalogs for ${name}`);
  const catalogs = await Promise.all(names.map((folder) => read(loaders, folder)));
  for (const messages of catalogs) i18n.load(i18n.locale, messages);
  const loadedNames = loaded.get(i18n) ?? new Set<string>();
  loadedNames.add(name);
  loaded.set(i18n, loadedNames);
};

/** What the browser's app speaks and how it writes: its messages, direction and style cache. */
type AppLanguage = { i18n: I18n; direction: 'ltr' | 'rtl'; styleCache: EmotionCache };

let browserLanguage: AppLanguage | null = null;

/** The browser's app language, for what draws in a root of its own (a dialog outside the app). */
export const appLanguage = () => {
  if (!browserLanguage) throw new Error('the app has not started');
  return browserLanguage;
};

export const setAppLanguage = (language: AppLanguage) => {
  browserLanguage = language;
};
