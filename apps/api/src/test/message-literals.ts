import path from 'node:path';
import ts from 'typescript';
import {
  calleeName,
  constantsOf,
  isParameterNamed,
  join,
  parse,
  placeholderOf,
  sourceFilesIn,
  type Found,
} from './message-literal-syntax';

/**
 * The English messages the API writes itself, read from its source: the message arguments of the error
 * helpers (and of any function that passes its own parameter on to one), a field error's `message:`, an
 * error envelope's `message:`, and the texts of the error plugin and the status messages. A text made with
 * values is given as a template (`Trip {id} not found`); what cannot be read as text is listed apart.
 */
export type MessageScan = { texts: Set<string>; unresolved: string[] };

/** The helpers that carry a message, and which argument it is (an object: its `message` property). */
const carriers = new Map<string, number>([
  ['AppError', 2],
  ['notFound', 0],
  ['forbidden', 0],
  ['unauthorized', 0],
  ['conflict', 1],
  ['tooManyRequests', 1],
  ['fieldError', 0],
]);

/** Files whose every text in an object is a message the API answers with. */
const messageTableFiles = ['lib/status-messages.ts', 'plugins/errors.ts'];

/** Calls whose answer is one of those files' messages. */
const messageTableCalls = new Set(['messageForStatus']);

/**
 * Files whose field messages are passed on from data the code checks, left in English: the visa data
 * import's problems, each naming a line of the CSV file an administrator imports (parse-dataset.ts).
 */
const englishFieldMessageFiles = new Set(['features/visa-data/import-dataset.ts']);

/** Objects whose methods write in the reader's language already (the requirement answer's writer). */
const translatingWriters = new Set(['writer']);

/** Scans `sourceRoot`; names it imports are looked up there and in `libraryRoots` (the contract's source). */
export const scanMessageLiterals = (sourceRoot: string, libraryRoots: string[] = []): MessageScan => {
  const files = sourceFilesIn(sourceRoot).map(parse);
  const constants = constantsOf([...files, ...libraryRoots.flatMap(sourceFilesIn).map(parse)]);
  const texts = new Set<string>();
  const unresolved: string[] = [];
  const carriersFound = new Map(carriers);

  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(sourceRoot, file.fileName)}:${line + 1}`;
  };

  /** Where an identifier is declared, nearest scope first: a parameter, a constant, else an import's constant. */
  const declarationOf = (
    identifier: ts.Identifier,
    { isLocal = false } = {},
  ): ts.Expression[] | 'parameter' | undefined => {
    const name = identifier.text;
    for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
      if (ts.isFunctionLike(node) && isParameterNamed(node, name) >= 0) return 'parameter';
      if (ts.isBlock(node) || ts.isSourceFile(node))
        for (const statement of node.statements)
          if (ts.isVariableStatement(statement))
            for (const declaration of statement.declarationList.declarations)
              if (
                ts.isIdentifier(declaration.name) &&
                declaration.name.text === name &&
                declaration.initializer
              )
                return [declaration.initializer];
    }
    return isLocal ? undefined : constants.get(name);
  };

  const propertiesOf = (owner: ts.Expression): ts.ObjectLiteralElementLike[] => {
    if (!ts.isIdentifier(owner)) return [];
    const declared = declarationOf(owner);
    if (!Array.isArray(declared)) return [];
    return declared.flatMap((table) => {
      const object = ts.isAsExpression(table) || ts.isSatisfiesExpression(table) ? table.expression : table;
      return ts.isObjectLiteralExpression(object) ? [...object.properties] : [];
    });
  };

  const valuesOf = (properties: ts.ObjectLiteralElementLike[], seen: Set<ts.Node>) =>
    join(
      properties
        .filter(ts.isPropertyAssignment)
        .map(({ initializer }) =>
          ts.isArrowFunction(initializer) && !ts.isBlock(initializer.body)
            ? textsOf(initializer.body, seen)
            : textsOf(initializer, seen),
        ),
    );

  /** A value written into a template: each text it may be when they are known here, else a `{placeholder}`. */
  const spanTexts = (expression: ts.Expression, seen: Set<ts.Node>): string[] => {
    const isKnownHere =
      ts.isConditionalExpression(expression) ||
      ts.isTemplateExpression(expression) ||
      (ts.isIdentifier(expression) && Array.isArray(declarationOf(expression, { isLocal: true })));
    const found = isKnownHere ? textsOf(expression, seen) : null;
    return Array.isArray(found) ? found : [`{${placeholderOf(expression)}}`];
  };

  /** The texts an expression may be; 'parameter' when its function's callers give it; null when unknown. */
  const textsOf = (expression: ts.Expression, seen = new Set<ts.Node>()): Found => {
    if (seen.has(expression)) return [];
    seen.add(expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isTemplateExpression(expression))
      return expression.templateSpans.reduce(
        (starts, span) =>
          starts.flatMap((start) =>
            spanTexts(span.expression, seen).map((part) => start + part + span.literal.text),
          ),
        [expression.head.text],
      );
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
      return textsOf(expression.expression, seen);
    if (ts.isConditionalExpression(expression))
      return join([textsOf(expression.whenTrue, seen), textsOf(expression.whenFalse, seen)]);
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
        return join([textsOf(expression.left, seen), textsOf(expression.right, seen)]);
      if (operator === ts.SyntaxKind.PlusToken) {
        const [left, right] = [textsOf(expression.left, seen), textsOf(expression.right, seen)];
        if (!Array.isArray(left) || !Array.isArray(right)) return null;
        return left.flatMap((start) => right.map((end) => start + end));
      }
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      if (messageTableCalls.has(calleeName(expression) ?? '')) return [];
      const owner = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
      if (owner && ts.isIdentifier(owner) && translatingWriters.has(owner.text)) return [];
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'trim')
        return textsOf(callee.expression, seen);
      if (ts.isElementAccessExpression(callee)) return valuesOf(propertiesOf(callee.expression), seen);
      return null;
    }
    if (ts.isElementAccessExpression(expression)) return valuesOf(propertiesOf(expression.expression), seen);
    if (ts.isIdentifier(expression)) {
      const declared = declarationOf(expression);
      if (declared === 'parameter') return 'parameter';
      return declared ? join(declared.map((initializer) => textsOf(initializer, seen))) : null;
    }
    if (ts.isPropertyAccessExpression(expression)) {
      // Another error's message passed on: it was collected where it was written.
      if (expression.name.text === 'message') return [];
      const owner = expression.expression;
      if (ts.isIdentifier(owner) && owner.text === 'messages') return []; // the contract's, translated by key
      const named = propertiesOf(owner).filter(
        (property) => property.name?.getText() === expression.name.text,
      );
      return named.length ? valuesOf(named, seen) : null;
    }
    return null;
  };

  /**
   * Where a parameter's texts come from: the function it belongs to (by its name, and the parameter's place),
   * whose callers then carry a message; or the list a callback maps over.
   */
  const sourceOfParameter = (
    identifier: ts.Identifier,
  ): { carrier: string; index: number } | { texts: string[] } | undefined => {
    for (let node: ts.Node | undefined = identifier; node; node = node.parent) {
      if (!ts.isArrowFunction(node) && !ts.isFunctionDeclaration(node)) continue;
      const index = isParameterNamed(node, identifier.text);
      if (index < 0) continue;
      const mapped = mappedTexts(node);
      if (mapped) return { texts: mapped };
      const declared = ts.isFunctionDeclaration(node) ? node : node.parent;
      const name = 'name' in declared ? (declared.name as ts.Node | undefined) : undefined;
      return name && ts.isIdentifier(name) ? { carrier: name.text, index } : undefined;
    }
    return undefined;
  };

  /** The texts of an array literal a callback maps over (`[[field, message], ...].map(...)`). */
  const mappedTexts = (callback: ts.Node) => {
    const call = callback.parent;
    if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression))
      return undefined;
    const list = call.expression.expression;
    if (call.expression.name.text !== 'map' || !ts.isArrayLiteralExpression(list)) return undefined;
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) && node.text.includes(' ')) found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(list);
    return found;
  };

  const collect = (expression: ts.Expression): void => {
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
    ) {
      collect(expression.left);
      collect(expression.right);
      return;
    }
    const found = textsOf(expression);
    if (Array.isArray(found)) for (const text of found) texts.add(text);
    else {
      const source =
        found === 'parameter' && ts.isIdentifier(expression) ? sourceOfParameter(expression) : undefined;
      if (source && 'carrier' in source)
        carriersFound.set(source.carrier, carriersFound.get(source.carrier) ?? source.index);
      else if (source) for (const text of source.texts) texts.add(text);
      else if (!englishFieldMessageFiles.has(where(expression).split(':')[0] ?? ''))
        unresolved.push(`${where(expression)} ${expression.getText()}`);
    }
  };

  const collectMessageProperties = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') collect(node.initializer);
    else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') collect(node.name);
    ts.forEachChild(node, collectMessageProperties);
  };

  const collectTableTexts = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const found = textsOf(node.initializer);
      if (Array.isArray(found)) for (const text of found) texts.add(text);
    }
    ts.forEachChild(node, collectTableTexts);
  };

  /** An answer sent as an error envelope (`{ success: false, message }`). */
  const isFailureEnvelope = (node: ts.Expression) =>
    ts.isObjectLiteralExpression(node) &&
    node.properties.some((property) => property.getText().replace(/\s/g, '') === 'success:false');

  const visitCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node) ?? '';
      const index = carriersFound.get(name);
      const argument = index === undefined ? undefined : node.arguments?.[index];
      if (argument && ts.isObjectLiteralExpression(argument)) collectMessageProperties(argument);
      else if (argument) collect(argument);
      // A field's own message among an AppError's field errors.
      const fieldErrors = name === 'AppError' ? node.arguments?.[3] : undefined;
      if (fieldErrors) collectMessageProperties(fieldErrors);
      const sent = name === 'send' ? node.arguments?.[0] : undefined;
      if (sent && isFailureEnvelope(sent)) collectMessageProperties(sent);
    }
    if (
      ts.isParameter(node) &&
      node.initializer &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'message'
    )
      collect(node.initializer);
    // A form's field message set by hand (`errors.nationality = '...'`).
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.expression.getText() === 'errors'
    )
      collect(node.right);
    ts.forEachChild(node, visitCalls);
  };

  // Wrappers found in one pass carry messages in the next, until no new one turns up.
  for (let known = -1; known !== carriersFound.size;) {
    known = carriersFound.size;
    texts.clear();
    unresolved.length = 0;
    for (const file of files) visitCalls(file);
  }
  for (const file of files)
    if (messageTableFiles.some((table) => file.fileName.endsWith(table))) collectTableTexts(file);
  return { texts, unresolved };
};
