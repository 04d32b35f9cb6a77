// How the README's commands run their stages and decide how they end. Every way a run can end
// (a stage failed, a budget missed, a port busy, an install failed, a bug in a script) ends in
// one clear last line and an exit code, never in a stack trace: the decision is a pure function
// (`decide`), tested in pipeline.test.mjs.

/** A failure a stage reports in words a developer acts on (the command that failed, the busy port). */
export class StageFailure extends Error {
  name = 'StageFailure';
}

/** Throws the failure that ends the stage under way; `runStages` or `runMain` prints it. */
export function fail(message) {
  throw new StageFailure(message);
}

function reason(error) {
  return error instanceof StageFailure ? error.message : `error inesperado del script: ${error?.stack ?? error}`;
}

/**
 * Runs the stages in order and times each. A stage whose `gate` is true (a budget) records its
 * miss and lets the run go on, so the browser tests still have their say; any other failure stops
 * the run there and the stages after it are marked as not run.
 * @param {{name: string, gate?: boolean, run: () => unknown}[]} stages
 */
export async function runStages(stages, { now = () => Date.now(), print = console.error } = {}) {
  const results = [];
  let stopped = false;
  for (const stage of stages) {
    if (stopped) {
      results.push({ name: stage.name, outcome: 'skipped', seconds: 0 });
      continue;
    }
    const started = now();
    try {
      await stage.run();
      results.push({ name: stage.name, outcome: 'passed', seconds: (now() - started) / 1000 });
    } catch (error) {
      const message = reason(error);
      print(`\n✖ ${stage.name}: ${message}`);
      results.push({ name: stage.name, outcome: 'failed', gate: Boolean(stage.gate), message, seconds: (now() - started) / 1000 });
      if (!stage.gate) stopped = true;
    }
  }
  return results;
}

const seconds = (value) => `${Math.round(value)} s`;

/** The stage-time table printed at the end of a run, so the next slow stage is seen at once. */
export function formatTimes(results) {
  const width = Math.max(...results.map((result) => result.name.length));
  const mark = { passed: '✓', failed: '✖', skipped: '·' };
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  return [
    'Tiempo por etapa',
    ...results.map(
      (result) =>
        `  ${mark[result.outcome]} ${result.name.padEnd(width)}  ${result.outcome === 'skipped' ? 'no se ejecutó' : seconds(result.seconds).padStart(6)}`,
    ),
    `    ${'total'.padEnd(width)}  ${seconds(total).padStart(6)}`,
  ].join('\n');
}

/**
 * How the run ends: the exit code and its one last line. It fails when a stage failed, when a
 * test failed, or when no test ran at all (a runner that ran nothing has not shown anything works).
 * @param {{name: string, outcome: string, message?: string, seconds: number}[]} results
 * @param {{passed: number, failed: number}} tests
 */
export function decide(results, tests) {
  const failed = results.filter((result) => result.outcome === 'failed');
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  if (failed.length > 0) {
    const what = failed.map((result) => `${result.name} (${result.message})`).join('; ');
    return { exitCode: 1, finalLine: `✖ Falló: ${what}` };
  }
  if (tests.failed > 0) {
    return { exitCode: 1, finalLine: `✖ Falló: ${tests.failed} prueba${tests.failed === 1 ? '' : 's'} (ver arriba).` };
  }
  if (tests.passed === 0) {
    return { exitCode: 1, finalLine: '✖ Falló: no se ejecutó ninguna prueba.' };
  }
  return { exitCode: 0, finalLine: `✔ Todo en verde: ${tests.passed} pruebas en ${seconds(total)}.` };
}

/**
 * Runs a command's body and turns whatever stops it into one line and exit 1: for the README
 * commands that are not a list of stages (`npm start`, the Storybook commands).
 */
export async function runMain(body) {
  try {
    await body();
  } catch (error) {
    console.error(`\n✖ ${reason(error)}`);
    process.exit(1);
  }
}
