import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The folders of src/components whose words are in the shell's catalog: those the shell itself draws, and
 * those of a message or two that most pages show (a request of their own would cost more than their words).
 */
export const shellComponentAreas = ['layout', 'lists', 'alerts', 'dialogs', 'markdown', 'charts'];

/**
 * Parts of the shell that load apart from it, each with its own catalogs, by name: the footer (which a page
 * drawn by the server keeps as drawn, so its words never load there), the toasts, what the bar shows a
 * signed-in user, the dialog that asks for a second factor again, and the pages' descriptions.
 */
export const shellParts: Record<string, string> = {
  footer: 'app/layout/footer',
  toasts: 'app/toasts',
  'signed-in': 'app/layout/signed-in',
  'step-up': 'app/step-up',
  'page-description': 'app/page-description',
};

/** A relative import or re-export, static or dynamic: `from './x'`, `import('./x')`, `import './x'`. */
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

const sourceFile = /\.tsx?$/;
const testFile = /\.test\.tsx?$/;

const filesUnder = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : filesUnder(file);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [file] : [];
  });

const resolveImport = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => sourceFile.test(file) && fs.existsSync(file),
  );
};

/**
 * The catalog holding a source file's words, named by its folder under src (`features/trips`,
 * `components/visa`, `app/layout/footer`), or null for the shell's (src/app, src/lib, the shell's components).
 */
const catalogOf = (source: string, file: string) => {
  const relative = path.relative(source, file);
  const part = Object.values(shellParts).find((folder) => relative.startsWith(`${folder}${path.sep}`));
  if (part) return part;
  const [top, area, ...rest] = relative.split(path.sep);
  if (top === 'features' && area) return `features/${area}`;
  if (top === 'components' && area && rest.length && !shellComponentAreas.includes(area))
    return `components/${area}`;
  return null;
};

/**
 * The name of the catalog of the contract's messages (src/lib/i18n/contract-texts/), which a feature or part
 * needs when its code shows such a message, an error or a form's (`showsContractTexts`).
 */
export const contractCatalogName = 'contract';

const showsContractTexts = /\bmessages\.\w|errorMessage\(|zodResolver|contractText\(/;

/**
 * For each feature under `source` (src), and each of the shell's parts, the catalogs its words are in: its
 * own, then those of the shared components it draws (src/components/<area>), found by following its imports,
 * and the contract's messages if it shows any. The shell's words load with every page, so the shell's files
 * are not followed.
 */
export const featureCatalogs = (source: string): Record<string, string[]> => {
  const features = fs.readdirSync(path.join(source, 'features'));
  const roots: [string, string][] = [
    ...features.map((feature): [string, string] => [feature, `features/${feature}`]),
    ...Object.entries(shellParts),
  ];
  return Object.fromEntries(
    roots.map(([name, own]) => {
      const catalogs = new Set<string>([own]);
      const seen = new Set<string>();
      let needsContract = false;
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const catalog = catalogOf(source, file);
        if (!catalog) return;
        catalogs.add(catalog);
        const code = fs.readFileSync(file, 'utf8');
        if (showsContractTexts.test(code)) needsContract = true;
        for (const [, specifier] of code.matchAll(importPattern)) {
          const imported = specifier && resolveImport(file, specifier);
          if (imported) visit(imported);
        }
      };
      filesUnder(path.join(source, own)).forEach(visit);
      const withWords = [...catalogs].filter((catalog) =>
        fs.existsSync(path.join(source, catalog, 'locales')),
      );
      return [name, needsContract ? [...withWords, contractCatalogName] : withWords];
    }),
  );
};

/** The virtual module that indexes the catalogs in one language: `virtual:catalog-index/es`. */
export const catalogIndexPrefix = 'virtual:catalog-index/';

/**
 * `import('virtual:catalog-index/<language>')`: the catalogs each feature or part of the shell needs
 * (`featureCatalogs` of `source`, worked out from the code as it is built, so nothing draws before the words
 * of a component it shows have loaded), and a loader for each catalog in that language. One module per
 * language, so a page loads the index of its own language only.
 */
export const featureCatalogsModule = (source: string): Plugin => ({
  name: 'visabridge-feature-catalogs',
  resolveId: (id) => (id.startsWith(catalogIndexPrefix) ? `\0${id}` : undefined),
  load: (id) => {
    if (!id.startsWith(`\0${catalogIndexPrefix}`)) return undefined;
    const language = id.slice(catalogIndexPrefix.length + 1);
    const folders = featureCatalogs(source);
    const loaders = [...new Set(Object.values(folders).flat())].map((folder) => {
      const file =
        folder === contractCatalogName
          ? `/src/lib/i18n/contract-texts/${language}.ts`
          : `/src/${folder}/locales/${language}.po`;
      return `${JSON.stringify(folder)}: () => import(${JSON.stringify(file)})`;
    });
    return `export const folders = ${JSON.stringify(folders)};\nexport const catalogs = {${loaders.join(',')}};`;
  },
});
