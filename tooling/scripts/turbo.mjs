// `npm run build|lint|typecheck|test:unit|test:e2e|test:engines`: installs what is needed, then one turbo task
// through the pnpm the README's commands bring, so these work on a machine with only Node and npm
// (turbo alone stops with 'Unable to find package manager binary' there).
//
//   node tooling/scripts/turbo.mjs <task> [more turbo arguments]
import { ensureChromium, ensureJava, ensureNginx, ensureOtherEngines } from './debian.mjs';
import { checkNode } from './node-lines.mjs';
import { fail, runMain } from './pipeline.mjs';
import { install, pnpm } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';

const [task, ...rest] = process.argv.slice(2);

await runMain(async () => {
  if (!task) fail('Falta la tarea de turbo: build, lint, typecheck, test, e2e, e2e:engines o size.');
  checkNode();
  install();
  if (task === 'e2e' || task === 'e2e:engines') {
    if (task === 'e2e') {
      ensureChromium();
      ensureJava();
    } else {
      ensureOtherEngines();
    }
    ensureNginx();
    await requireFreePorts([
      [5173, 'portal'],
      [4010, 'servicios simulados'],
    ]);
  }
  // Two tasks at a time, as `npm test` runs them: turbo's default (10) on a two-core machine runs
  // several test workers and builds at once, and the longest form tests then pass their time-out.
  const concurrency = rest.some((argument) => argument.startsWith('--concurrency')) ? [] : ['--concurrency=2'];
  pnpm(['turbo', 'run', task, ...concurrency, ...rest]);
});
