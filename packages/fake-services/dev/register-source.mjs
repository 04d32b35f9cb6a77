// `node --import ./dev/register-source.mjs src/cli.ts`: the fake services from their source
// (source-hooks.mjs). Node 22.15 and later run the hooks in the same thread (module.registerHooks);
// module.register, the only API Node 20 has, is deprecated from Node 26 on.
import module from 'node:module';

if (module.registerHooks) {
  const { resolve, load } = await import('./source-hooks.mjs');
  module.registerHooks({ resolve, load });
} else {
  module.register('./source-hooks.mjs', import.meta.url);
}
