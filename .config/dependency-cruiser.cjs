// Layers that only point down (issue #39), checked by `npm run lint` as
// `depcruise --config .config/dependency-cruiser.cjs lib schemas`. Paths are relative to the folder
// it runs in, so tests/unit/lint.layers-point-down.test.ts runs the same rules on fixture trees.
//
// A folder of lib/ is a layer: its files may import each other freely, but two folders never import
// each other, directly or through others. dependency-cruiser's folder scope counts a subfolder's
// imports as its parent's too (lib/lake/store's imports are lib/lake's).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-folder-cycle',
      comment:
        'Two lib/ folders import each other, directly or through others. Move the shared code down a ' +
        'layer, hand the upper layer in as a callback, or move the code to the folder that uses it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { path: '^lib/', circular: true },
    },
    {
      name: 'booking-file-cycle',
      comment:
        'Two files of lib/booking import each other, directly or through others (issue #46: the ' +
        'booking model split by job). Types every file reads live in a leaf (lib/booking/booking.ts).',
      severity: 'error',
      from: { path: '^lib/booking/' },
      to: { path: '^lib/booking/', circular: true },
    },
    {
      // The folder scope counts lib/'s own files (env.ts, site.ts, ...) as the folder `lib`, which
      // holds every other; a cycle through them would not show, so they stay at the bottom.
      name: 'lib-root-file-imports-lib-folder',
      comment: 'A file directly in lib/ is the bottom layer: it imports no lib/ folder.',
      severity: 'error',
      from: { path: '^lib/[^/]+$' },
      to: { path: '^lib/[^/]+/' },
    },
    {
      name: 'lib-imports-components',
      comment: 'lib/ is domain and server code below the React components (DESIGN.md §3).',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^components/' },
    },
    {
      name: 'schemas-import-components',
      comment:
        'The Sanity schemas are below the components that render them (the section registry reads ' +
        'the schemas, never the other way round).',
      severity: 'error',
      from: { path: '^schemas/' },
      to: { path: '^components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a layer that needs another's types depends on it.
    tsPreCompilationDeps: true,
    // Resolves the `@/` alias as TypeScript does.
    tsConfig: { fileName: 'tsconfig.json' },
    // Folder-scoped rules need the folder metrics.
    metrics: true,
  },
};
