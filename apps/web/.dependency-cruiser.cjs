/**
 * The web app's layers, lowest first: shared (components/, lib/) -> features/* -> app/ (+ main.tsx,
 * entry-server.tsx). A file may import only from its own layer or below, and features never import each other.
 * Request hooks sit in an api/ folder: lib/api/ when shared code or two features use them, else features/<x>/api/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle ties modules together so none can be read, tested or moved alone.',
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
    {
      name: 'shared-not-to-features-or-app',
      comment: 'components/ and lib/ are the shared layer: they may not reach up into a feature or the app.',
      severity: 'error',
      from: { path: '^src/(components|lib)/' },
      to: { path: '^src/(features|app)/|^src/(main|entry-server)\\.tsx$' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature uses only shared code; what two features need moves down into components/ or lib/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-not-to-app',
      comment: 'The app composes the features; a feature may not depend on the app that mounts it.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/|^src/(main|entry-server)\\.tsx$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
