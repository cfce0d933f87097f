import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { interfaceLanguages } from '../../../packages/contract/src/interface-languages';
import { catalogIndexPrefix, contractCatalogName, featureCatalogs } from './feature-catalogs';

/**
 * A page a visitor can open first, the module that draws it, the most JS (gzip, kB) it may need now
 * (`maxKb`, the build fails above it) and the size it is headed for (`goalKb`, printed beside it).
 */
export type PageBudget = { path: string; page: string; maxKb: number; goalKb: number };

/**
 * Where the build lists, for each page here, the scripts it needs beside the entry's (`{ "/login":
 * ["/assets/login-page-….js", …] }`); in a dot folder, which the server does not send.
 */
export const pageScriptsFile = '.vite/page-scripts.json';

/**
 * Where the build lists, for each page here and each language, the catalogs of its words (`{ "/login":
 * { "es": ["/assets/shell-….js", "/assets/es-….js", …] } }`): what every page says, what its feature says
 * and what the shared components it draws say.
 */
export const pageCatalogsFile = '.vite/page-catalogs.json';

/** The languages the app is written in (packages/contract/src/interface-languages.ts). */
const catalogLanguages = interfaceLanguages;

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** The chunks the browser must load with these chunks: themselves and their static imports, transitively. */
const staticGraph = (bundle: OutputBundle, starts: OutputChunk[]) => {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported && isChunk(imported)) visit(imported);
    }
  };
  starts.forEach(visit);
  return seen;
};

/**
 * The chunks every page runs: the entry's and those of the parts it imports as it starts (src/main.tsx), in
 * the order it runs them.
 */
export const appGraph = (bundle: OutputBundle, entry: OutputChunk) =>
  staticGraph(bundle, [
    entry,
    ...entry.dynamicImports
      .map((name) => bundle[name])
      .filter((output) => output !== undefined)
      .filter(isChunk),
  ]);

/**
 * Fails the build when a first page needs more JavaScript than its budget: the app's graph plus the page's
 * own (its lazy chunk and everything that chunk imports), measured gzip -9 on the real output. Prints each
 * page's figure so the margin is visible on every build, and lists each page's own scripts (`pageScriptsFile`).
 */
export const pageBudgets = (root: string, budgets: PageBudget[]): Plugin => ({
  name: 'visabridge-page-budgets',
  apply: 'build',
  // Last, so the code measured is the code written: Vite adds its preload lists in generateBundle too.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('the build has no entry chunk');
      const gzipKb = (fileName: string) => {
        const output = bundle[fileName];
        return output && isChunk(output) ? gzipSync(output.code, { level: 9 }).length / 1000 : 0;
      };
      const chunkOf = (file: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === path.resolve(root, file))?.fileName;
      const catalogsByFeature = featureCatalogs(path.resolve(root, 'src'));
      const appFiles = appGraph(bundle, entry);
      /**
       * The page's catalogs in one language (their index, the shell's, its feature's, its shared components'
       * and the contract's messages), with the chunks they import beside the app's.
       */
      const catalogsOf = (page: string, language: string) => {
        const feature = /^src\/features\/([^/]+)\//.exec(page)?.[1] ?? '';
        const files = [
          `src/locales/${language}/shell.po`,
          ...(catalogsByFeature[feature] ?? []).map((folder) =>
            folder === contractCatalogName
              ? `src/lib/i18n/contract-texts/${language}.ts`
              : `src/${folder}/locales/${language}.po`,
          ),
        ];
        const index = `\0${catalogIndexPrefix}${language}`;
        const named = [
          chunks.find((chunk) => chunk.facadeModuleId === index) ?? this.error(`no chunk holds ${index}`),
          ...files.map((file) => {
            const chunk = bundle[chunkOf(file) ?? this.error(`no chunk holds ${file}`)];
            return chunk && isChunk(chunk) ? chunk : this.error(`${file} is no chunk`);
          }),
        ];
        return [...staticGraph(bundle, named)].filter((fileName) => !appFiles.has(fileName));
      };
      const rows = budgets.map((budget) => {
        const module = path.resolve(root, budget.page);
        // The page's chunk may also export what its own lazy parts share with it (no facade then).
        const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.includes(module));
        if (!page)
          return this.error(`no chunk draws ${budget.path} (${budget.page}): is it still loaded lazily?`);
        const scripts = [...staticGraph(bundle, [page])].filter((fileName) => !appFiles.has(fileName));
        const own = scripts.map((fileName) => ({
          name: path.basename(fileName, '.js').replace(/-[\w-]{8}$/, ''),
          kb: gzipKb(fileName),
        }));
        const appKb = [...appFiles].reduce((total, fileName) => total + gzipKb(fileName), 0);
        const catalogs = Object.fromEntries(
          catalogLanguages.map((language) => [language, catalogsOf(budget.page, language)]),
        );
        // The words weigh what the largest language's catalogs weigh (beside the page's own scripts).
        const catalogKb = Math.max(
          ...Object.values(catalogs).map((files) =>
            files.filter((file) => !scripts.includes(file)).reduce((total, file) => total + gzipKb(file), 0),
          ),
        );
        const kb = own.reduce((total, file) => total + file.kb, appKb + catalogKb);
        const largest = own
          .sort((a, b) => b.kb - a.kb)
          .slice(0, 3)
          .map((file) => `${file.name} ${file.kb.toFixed(1)}`);
        const files = appFiles.size + own.length;
        return { ...budget, kb, catalogKb, files, largest, scripts, catalogs };
      });
      // For the server to name in each page's head, so the app asks for all of the page's code as it starts.
      this.emitFile({
        type: 'asset',
        fileName: pageScriptsFile,
        source: JSON.stringify(
          Object.fromEntries(rows.map((row) => [row.path, row.scripts.map((f) => `/${f}`)])),
        ),
      });
      this.emitFile({
        type: 'asset',
        fileName: pageCatalogsFile,
        source: JSON.stringify(
          Object.fromEntries(
            rows.map((row) => [
              row.path,
              Object.fromEntries(
                Object.entries(row.catalogs).map(([language, files]) => [
                  language,
                  files.map((f) => `/${f}`),
                ]),
              ),
            ]),
          ),
        ),
      });
      for (const row of rows) {
        const verdict =
          row.kb > row.maxKb ? 'OVER BUDGET' : row.kb > row.goalKb ? 'within budget, above goal' : 'ok';
        this.info(
          `${row.path.padEnd(18)} ${row.kb.toFixed(1).padStart(6)} kB JS (gzip, ${row.files} files, words ${row.catalogKb.toFixed(1)}); budget ${row.maxKb} kB, goal ${row.goalKb} kB: ${verdict}; largest beside the app's: ${row.largest.join(', ')}`,
        );
      }
      const over = rows.filter((row) => row.kb > row.maxKb);
      if (over.length) this.error(`JS budget exceeded on ${over.map((row) => row.path).join(', ')}`);
    },
  },
});
