/** Import direction rules (ARCHITECTURE.md section 3). */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'contracts is pure: it may import only zod and itself.',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { path: '^(apps|packages/(?!contracts))' },
    },
    {
      name: 'contracts-no-io',
      severity: 'error',
      from: { path: '^packages/contracts/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'routes-call-services-only',
      comment: 'routes -> service -> repository -> db',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '(\\.repository\\.ts$|/db/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-never-import-fastify',
      severity: 'error',
      from: { path: '\\.(service|repository)\\.ts$' },
      to: { path: '(node_modules/fastify|/plugins/|\\.routes\\.ts$)' },
    },
    {
      name: 'no-foreign-repository',
      comment: "A module may call another module's service, never its repository.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'notices-through-notify',
      comment:
        'Notices are shown and dismissed through lib/notify.ts, which keeps the same notice from stacking.',
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot:
          '(^apps/web/src/lib/notify\\.ts$|^apps/web/src/app/localized-providers\\.tsx$|\\.test\\.tsx?$)',
      },
      to: { path: 'node_modules/@mantine/notifications/', pathNot: '\\.css$' },
    },
    {
      name: 'charts-through-lib-charts',
      comment:
        "Charts are imported from lib/charts.ts, which turns off Immer's freezing of Recharts' store before a chart draws (decision 047).",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/charts\\.ts$' },
      to: { path: 'node_modules/(@mantine/charts|recharts)/', pathNot: '\\.css$' },
    },
    {
      name: 'web-features-independent',
      comment: 'Web features do not import each other; pages in app/ compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-from-features',
      comment: 'shared (components, lib) -> features -> app',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-not-from-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
