// `npm run conformance [-- --services services.json --accounts accounts.json --report file]`: the
// contract's requirements (packages/api-client/conformance/*.arazzo.yaml) run by Redocly's respect
// against the configured city services, or, without arguments, against the fake services.
// tooling/conformance does the work; this brings what it needs first, as the other commands do.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkNode } from './node-lines.mjs';
import { fail, runMain } from './pipeline.mjs';
import { install, pnpm } from './pnpm-command.mjs';
import { log, root } from './run.mjs';

const CLI = join(root, 'tooling', 'conformance', 'cli.mjs');

/**
 * Runs the command; answers its exit code. `cwd` is where relative paths in the arguments point
 * (npm starts root scripts at the root, and says in INIT_CWD where the person ran them).
 */
export function runConformance(args, { cwd = process.env.INIT_CWD ?? root } = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, stdio: 'inherit' });
  if (result.error) fail(`no pude ejecutar la prueba del contrato: ${result.error.message}`);
  return result.status ?? 1;
}

/** The requirements a JSON report (--report file.json) says do not hold, for a stage's one-line failure. */
export function failedRequirements(reportPath) {
  const runs = JSON.parse(readFileSync(reportPath, 'utf8'));
  return runs.flatMap((run) => run.results.filter((r) => r.status === 'fails').map((r) => `${r.id} (${r.title})`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runMain(() => {
    checkNode();
    install();
    log('Compilando los servicios simulados y lo que usan');
    pnpm(['turbo', 'run', 'build', '--filter=@portal/fake-services', '--output-logs=errors-only']);
    log('Contrato de los servicios: cada requisito de CONTRACT.md como workflow Arazzo (respect)');
    const code = runConformance(process.argv.slice(2));
    if (code !== 0)
      fail(code === 1 ? 'hay requisitos del contrato que no se cumplen (ver arriba).' : 'la prueba del contrato no pudo correr.');
  });
}
