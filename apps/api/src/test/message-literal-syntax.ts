import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The syntax the scan of the API's message literals reads (test/message-literals.ts).

/** The texts an expression may be; 'parameter' when its function's callers give it; null when unknown. */
export type Found = string[] | 'parameter' | null;

export const sourceFilesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFilesIn(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

export const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The name of what is called; `super(...)` in a class is called by the name of the class it extends. */
export const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) {
    let node: ts.Node | undefined = call;
    while (node && !ts.isClassLike(node)) node = node.parent;
    const extended = node?.heritageClauses?.[0]?.types[0]?.expression;
    return extended && ts.isIdentifier(extended) ? extended.text : undefined;
  }
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
};

/** Every constant by its name, across the files (for names a file imports). */
export const constantsOf = (files: ts.SourceFile[]) => {
  const constants = new Map<string, ts.Expression[]>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      constants.set(name, [...(constants.get(name) ?? []), node.initializer]);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) visit(file);
  return constants;
};

/** A value's name in a template: `${trip.reference}` is `{reference}`. */
export const placeholderOf = (expression: ts.Expression): string => {
  const named = ts.isCallExpression(expression) ? expression.expression : expression;
  const last = ts.isPropertyAccessExpression(named) ? named.name : named;
  return ts.isIdentifier(last) ? last.text : 'value';
};

/** Texts of several parts: unknown when one of them is. */
export const join = (parts: Found[]): Found =>
  parts.some((part) => part === null || part === 'parameter') ? null : (parts.flat() as string[]);

export const isParameterNamed = (node: ts.SignatureDeclaration, name: string) =>
  node.parameters.findIndex((parameter) => new RegExp(`\\b${name}\\b`).test(parameter.name.getText()));
