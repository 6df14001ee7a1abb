/**
 * The "may import" column of ../shared/ARCHITECTURE.md, enforced. Run by `npm test`
 * (`npm run check:boundaries`). Arrows only point down the table; no cycles anywhere.
 */
const mayImport = {
  model: [],
  store: ['model'],
  templates: ['model'],
  generator: ['model'],
  publisher: ['model', 'templates', 'store'],
  api: ['model', 'store', 'templates', 'generator', 'publisher'],
  designer: ['model', 'templates'],
  infra: ['model'],
};
const packages = ['model', 'store', 'templates', 'generator', 'publisher', 'api', 'designer', 'infra'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports make load order fragile and hide a missing boundary.',
      from: {},
      to: { circular: true },
    },
    ...packages.map((from) => ({
      name: `${from}-may-import`,
      severity: 'error',
      comment: `${from}/ may import only: ${mayImport[from].join(', ') || 'nothing of ours'} (ARCHITECTURE.md).`,
      from: { path: `^${from}/` },
      to: {
        path: `^(${packages.filter((p) => p !== from && !mayImport[from].includes(p)).join('|')})/`,
      },
    })),
    {
      name: 'public-face-only',
      severity: 'error',
      comment: 'Import another package by its name (its src/index.ts), never by a path into its internals.',
      from: { path: '^(model|store|templates|generator|publisher|api|designer|tests|infra)/' },
      to: {
        path: '^(model|store|templates|generator|publisher|api|designer)/',
        pathNot: [
          '^$1/',
          '^[a-z]+/src/index\\.tsx?$',
          '^[a-z]+/src/testing/index\\.ts$',
          // The second-language render's entry, loaded apart from the index (the designer's budget).
          '^templates/src/language-pack\\.ts$',
        ],
      },
    },
    {
      name: 'no-dev-only-in-production',
      severity: 'error',
      comment: 'Production code must not import test-only packages.',
      from: {
        path: '^(model|store|templates|generator|publisher|api|designer)/src/',
        pathNot: ['\\.test\\.tsx?$', '/testing/'],
      },
      to: { dependencyTypes: ['npm-dev'], pathNot: ['node_modules/@types/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: true,
  },
};
