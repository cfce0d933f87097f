/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The messages the contract's schemas write inline, read from its source: texts given as a schema's message
 * (`.min(1, '…')`, `{ error: '…' }`, `message: '…'` of a refinement or an issue, a default message), texts
 * a function returns as a message, and those its helpers build from a label (`${label} is required`), once
 * per label they are called with. A text with a value the source cannot tell (`At most ${limit} legs`)
 * comes as a shape, its values `{}`. For the test that each of them is translated (schema-messages.test.ts).
 */

/**
 * Files whose texts are no schema messages or are translated elsewhere: the keyed messages, the content
 * pages, the requirement answer's texts (entry conditions, processing days, categories), the rating's rule.
 */
const skippedFiles = new Set([
  'content.ts',
  'messages.ts',
  'entry-conditions.ts',
  'money.ts',
  'visa-terms.ts',
  'company-rating.ts',
]);

const messageProperties = new Set(['error', 'message', 'tooLong', 'tooSmall', 'tooLarge']);

type Part = string | { param: string } | null;
type Template = Part[];
type Labelled = { params: string[]; templates: Template[]; calls: ts.CallExpression[] };

/** A text that reads as a message: a capital (or a label's value) first, three words at least. */
const isSentence = (text: string) => /^([A-Z]|\{\})/.test(text) && text.trim().split(/\s+/).length >= 3;

/** The texts `node` may be: a literal, a template (its parts), either side of `??` and `?:`. */
const templatesOf = (node: ts.Expression): Template[] => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [[node.text]];
  if (ts.isTemplateExpression(node))
    return [
      [
        node.head.text,
        ...node.templateSpans.flatMap((span): Part[] => [
          ts.isIdentifier(span.expression) ? { param: span.expression.text } : null,
          span.literal.text,
        ]),
      ],
    ];
  if (ts.isParenthesizedExpression(node)) return templatesOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return templatesOf(node.right);
  if (ts.isConditionalExpression(node))
    return [...templatesOf(node.whenTrue), ...templatesOf(node.whenFalse)];
  return [];
};

const textOf = (template: Template) =>
  template.map((part) => (typeof part === 'string' ? part : '{}')).join('');

/**
 * Whether `node` stands where a schema takes a message (true), or where any text may (a call's argument, a
 * return: 'sentence', a message only if it reads as one).
 */
const isMessagePlace = (node: ts.Node): boolean | 'sentence' => {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node)
    return ts.isIdentifier(parent.name) && messageProperties.has(parent.name.text);
  if (ts.isBindingElement(parent) || ts.isParameter(parent))
    return ts.isIdentifier(parent.name) && messageProperties.has(parent.name.text);
  if (ts.isVariableDeclaration(parent))
    return ts.isIdentifier(parent.name) && /message|characters/i.test(parent.name.text) ? 'sentence' : false;
  return ts.isCallExpression(parent) || ts.isReturnStatement(parent)
    ? 'sentence'
    : ts.isBinaryExpression(parent) || ts.isConditionalExpression(parent) || ts.isArrowFunction(parent)
      ? isMessagePlace(parent)
      : false;
};

const functionName = (node: ts.ArrowFunction) =>
  ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : null;

const enclosingFunction = (node: ts.Node): ts.ArrowFunction | null => {
  for (let at = node.parent; at; at = at.parent) if (ts.isArrowFunction(at) && functionName(at)) return at;
  return null;
};

const paramsOf = (fn: ts.ArrowFunction) =>
  fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : ''));

/** Every inline message of the contract's source files in `folder`. */
export const scanSchemaMessages = (folder: string) => {
  const labelled = new Map<string, Labelled>();
  const found: { template: Template; node: ts.Node }[] = [];
  const calls: ts.CallExpression[] = [];
  const aliases = new Map<string, string>();
  const calleeOf = (call: ts.CallExpression) =>
    ts.isIdentifier(call.expression)
      ? labelled.get(aliases.get(call.expression.text) ?? call.expression.text)
      : undefined;
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.') && !name.includes('.scan.'))
    .filter((name) => !skippedFiles.has(name) && !name.startsWith('message-translations'));
  for (const name of files) {
    const source = ts.createSourceFile(
      name,
      fs.readFileSync(path.join(folder, name), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isImportSpecifier(node) && node.propertyName)
        aliases.set(node.name.text, node.propertyName.text);
      if (ts.isArrowFunction(node) && functionName(node))
        labelled.set(functionName(node) ?? '', { params: paramsOf(node), templates: [], calls: [] });
      if (ts.isCallExpression(node)) {
        const owner = enclosingFunction(node);
        (owner ? (labelled.get(functionName(owner) ?? '')?.calls ?? calls) : calls).push(node);
      }
      if (ts.isExpression(node) && !ts.isBinaryExpression(node) && !ts.isConditionalExpression(node)) {
        const place = isMessagePlace(node);
        for (const template of place ? templatesOf(node) : []) {
          if (place === 'sentence' && !isSentence(textOf(template))) continue;
          const owner = enclosingFunction(node);
          const params = owner ? paramsOf(owner) : [];
          const usesParam = template.some(
            (part) => typeof part === 'object' && part && params.includes(part.param),
          );
          if (owner && usesParam) labelled.get(functionName(owner) ?? '')?.templates.push(template);
          else
            found.push({
              template: template.map((part) => (typeof part === 'object' && part ? null : part)),
              node,
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  /** The templates a call of a labelled function makes, its parameters filled with the literals it is given. */
  const expand = (call: ts.CallExpression, known: Map<string, Part>): Template[] => {
    const callee = calleeOf(call);
    if (!callee) return [];
    const values = new Map<string, Part>(
      callee.params.map((param, index) => {
        const arg = call.arguments[index];
        if (!arg) return [param, null];
        if (ts.isStringLiteral(arg) || ts.isNumericLiteral(arg)) return [param, arg.text];
        return [param, ts.isIdentifier(arg) ? (known.get(arg.text) ?? { param: arg.text }) : null];
      }),
    );
    const fill = (template: Template): Template =>
      template.map((part) => (typeof part === 'object' && part ? (values.get(part.param) ?? null) : part));
    return [
      ...callee.templates.map(fill),
      ...callee.calls.flatMap((inner) => expand(inner, values)).map(fill),
    ];
  };
  /** Whether `node` is a label given to a labelled function (`countryCodeField('Nationality')`), no message. */
  const isLabel = (node: ts.Node) => {
    const call = node.parent;
    if (!ts.isCallExpression(call)) return false;
    const callee = calleeOf(call);
    const param = callee?.params[call.arguments.indexOf(node as ts.Expression)];
    const own = callee
      ? [...callee.templates, ...callee.calls.flatMap((inner) => expand(inner, new Map()))]
      : [];
    return own.some((template) => template.some((part) => typeof part === 'object' && part?.param === param));
  };
  const direct = found.filter(({ node }) => !isLabel(node)).map(({ template }) => template);
  const fromCalls = calls.flatMap((call) => expand(call, new Map()));
  return [...direct, ...fromCalls].map(textOf);
};
