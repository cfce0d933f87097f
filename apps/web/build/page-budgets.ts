import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

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

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** The chunks the browser must load with a chunk: itself and its static imports, transitively. */
const staticGraph = (bundle: OutputBundle, start: OutputChunk) => {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported && isChunk(imported)) visit(imported);
    }
  };
  visit(start);
  return seen;
};

/**
 * Fails the build when a first page needs more JavaScript than its budget: the entry's graph plus the page's
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
      const rows = budgets.map((budget) => {
        const module = path.resolve(root, budget.page);
        // The page's chunk may also export what its own lazy parts share with it (no facade then).
        const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.includes(module));
        if (!page)
          return this.error(`no chunk draws ${budget.path} (${budget.page}): is it still loaded lazily?`);
        const files = [...new Set([...staticGraph(bundle, entry), ...staticGraph(bundle, page)])].map(
          (fileName) => ({
            name: path.basename(fileName, '.js').replace(/-[\w-]{8}$/, ''),
            kb: gzipKb(fileName),
          }),
        );
        const kb = files.reduce((total, file) => total + file.kb, 0);
        const largest = files
          .filter((file) => file.name !== path.basename(entry.fileName, '.js').replace(/-[\w-]{8}$/, ''))
          .sort((a, b) => b.kb - a.kb)
          .slice(0, 3)
          .map((file) => `${file.name} ${file.kb.toFixed(1)}`);
        const entryFiles = staticGraph(bundle, entry);
        const scripts = [...staticGraph(bundle, page)].filter((fileName) => !entryFiles.has(fileName));
        return { ...budget, kb, files: files.length, largest, scripts };
      });
      // For the server to name in each page's head, so the app asks for all of the page's code as it starts.
      this.emitFile({
        type: 'asset',
        fileName: pageScriptsFile,
        source: JSON.stringify(
          Object.fromEntries(rows.map((row) => [row.path, row.scripts.map((f) => `/${f}`)])),
        ),
      });
      for (const row of rows) {
        const verdict =
          row.kb > row.maxKb ? 'OVER BUDGET' : row.kb > row.goalKb ? 'within budget, above goal' : 'ok';
        this.info(
          `${row.path.padEnd(18)} ${row.kb.toFixed(1).padStart(6)} kB JS (gzip, ${row.files} files); budget ${row.maxKb} kB, goal ${row.goalKb} kB: ${verdict}; largest beside the entry: ${row.largest.join(', ')}`,
        );
      }
      const over = rows.filter((row) => row.kb > row.maxKb);
      if (over.length) this.error(`JS budget exceeded on ${over.map((row) => row.path).join(', ')}`);
    },
  },
});
