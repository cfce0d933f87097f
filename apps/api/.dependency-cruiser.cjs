// The API's layers (docs/architecture.md): each may import only the layers below it, and nothing may form a cycle.
// Tests (`*.test.ts`, `src/test/`) sit above every layer: they build the whole app to exercise a part of it, so
// their own imports are not followed; what the product imports from them is still forbidden.
const infrastructure = '^src/(config[^/]*[.]ts|db/|lib/|events/|plugins/|jobs/)';
const domain = '^src/domain/';
const features = '^src/features/';
const demo = '^src/demo/';
const app = '^src/(app/|server[.]ts)';
const tests = '([.]test[.]ts$|^src/test/)';

const mayNotImport = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Two files that import each other, even through others, cannot be read or changed on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders that import each other are one room with two doors: merge them or move the shared part down.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    mayNotImport(
      'infrastructure-imports-up',
      infrastructure,
      `${domain}|${features}|${demo}|${app}|${tests}`,
      'Infrastructure (config, db, lib, events, plugins, jobs runtime) knows nothing of the product.',
    ),
    mayNotImport(
      'domain-imports-up',
      domain,
      `${features}|${demo}|${app}|${tests}`,
      'The shared domain is what features build on: it may not reach into one.',
    ),
    mayNotImport(
      'feature-imports-up',
      features,
      `${demo}|${app}|${tests}`,
      'A feature may not depend on the demo data or on the app that wires it.',
    ),
    mayNotImport(
      'demo-imports-up',
      demo,
      `${app}|${tests}`,
      'The demo seeds the product; the app starts it.',
    ),
    mayNotImport('app-imports-tests', app, tests, 'The product never loads test code.'),
  ],
  options: {
    doNotFollow: { path: ['node_modules', tests] },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
