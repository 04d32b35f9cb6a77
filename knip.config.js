// knip: unused files, exports and dependencies over every workspace (`pnpm --filter
// @portal/boundaries lint`, so `turbo run lint` and `npm test`). Entries come from each
// package's `exports` (dist mapped back to src through its tsconfig's outDir) and from the
// plugins of the tools it uses: vitest, Storybook, Playwright, Vite, tsup, msw.

/** @type {import('knip').KnipConfig} */
export default {
  workspaces: {
    '.': {
      // Run by the README commands through tooling/scripts/turbo.mjs, as `pnpm turbo run …`.
      ignoreDependencies: ['turbo'],
    },
    'apps/portal': {
      // Loaded by browsers, not imported: public/ is served as it is, and the retired worker's
      // test serves old-portal/ (e2e/retired-worker.spec.ts). The build's server-side entry
      // (config/prerender.ts's PRERENDER_ENTRY) is the ssr environment's input, read by path.
      entry: ['public/service-worker.js', 'e2e/old-portal/service-worker.js', 'src/prerender/render-page.tsx'],
    },
    'apps/storybook': {
      // Its stories are the feature packages' own, gathered by path (.storybook/main.ts);
      // declaring the packages makes `npm run storybook` build what they use first.
      ignoreDependencies: [
        '@portal/auth-flow',
        '@portal/claims',
        '@portal/privacy-policy',
        '@portal/profile',
        '@portal/recovery',
        '@portal/registration',
      ],
    },
    'tooling/bench': {
      // Run as node_modules/.bin/lighthouse (lighthouse.mjs).
      ignoreDependencies: ['lighthouse'],
    },
    'tooling/nginx': {
      // The command line, run by path; each module's declarations, for the TypeScript that imports it.
      entry: ['generate.mjs', '*.d.mts'],
    },
  },
  // The tsconfig presets are extended by relative path (the extended file's own relative
  // `extends` breaks through a node_modules link); the declaration makes turbo's hashes follow them.
  ignoreDependencies: ['@portal/tsconfig'],
  // Debian's programs, installed with apt-get (tooling/scripts/debian.mjs), not npm packages.
  ignoreBinaries: ['Xvfb', 'dpkg-query', 'apt-get'],
  compilers: {
    // A stylesheet's @import and url() of a package (ui-kit's Kanit from @fontsource) use it.
    css: (text) =>
      [...text.matchAll(/(?:@import\s+|url\()\s*['"]?([^'")\s]+)/g)]
        .map(([, specifier]) => specifier)
        .filter((specifier) => !specifier.startsWith('data:'))
        .map((specifier) => `import '${specifier}';`)
        .join('\n'),
  },
};
