import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number };
type Declarator = { init?: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/** The call expressions that initialise the module's top-level constants. */
const topLevelCalls = (body: Statement[]) =>
  body
    .map((statement) => (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement))
    .filter((statement): statement is Statement => statement?.type === 'VariableDeclaration')
    .flatMap((declaration) => declaration.declarations ?? [])
    .map((declarator) => declarator.init)
    .filter((init): init is Node => init?.type === 'CallExpression');

/**
 * Marks each top-level `const x = call(…)` of our own source as pure, so a constant nobody imports is dropped
 * with its initialiser. Rollup cannot tell that building a zod schema has no effect beyond its value: without
 * this, a page that imports one message from a contract module downloads every schema of that module and zod.
 * Our modules keep effects out of constant initialisers, so the mark only ever drops what is unused.
 */
export const pureDeclarations = (sourceFolders: string[]): Plugin => ({
  name: 'visabridge-pure-declarations',
  apply: 'build',
  transform(code, id) {
    if (!sourceFolders.some((folder) => id.startsWith(folder)) || !/\.tsx?$/.test(id)) return null;
    const program = this.parse(code) as unknown as { body: Statement[] };
    const calls = topLevelCalls(program.body);
    if (calls.length === 0) return null;
    const output = new MagicString(code);
    for (const call of calls) output.prependLeft(call.start, '/* @__PURE__ */ ');
    return { code: output.toString(), map: output.generateMap({ hires: true }) };
  },
});
