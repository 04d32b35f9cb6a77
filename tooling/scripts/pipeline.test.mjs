import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkNode } from './node-lines.mjs';
import { decide, fail, formatTimes, runStages, StageFailure } from './pipeline.mjs';
import { requireFreePorts } from './ports.mjs';
import { run } from './run.mjs';
import { cpuPressureClock, specSeconds } from './summary.mjs';

// A clock that moves 2 s per reading, so stage times are known without timing anything.
function fakeClock() {
  let t = 0;
  return () => (t += 2000);
}

const quiet = { print: () => {}, now: fakeClock() };
const passing = (name, extra = {}) => ({ name, run: () => {}, ...extra });
const greenTests = { passed: 12, failed: 0 };

describe('how npm test ends', () => {
  it('passes with exit 0 when every stage passed and tests ran', async () => {
    const results = await runStages([passing('instalación'), passing('unitarias'), passing('navegador')], quiet);
    expect(decide(results, greenTests)).toEqual({ exitCode: 0, finalLine: '✔ Todo en verde: 12 pruebas en 6 s.' });
  });

  it('stops at a failed install and names the command that failed', async () => {
    const ran = [];
    const results = await runStages(
      [
        { name: 'instalación', run: () => fail('pnpm install --frozen-lockfile terminó con el código 1.') },
        { name: 'unitarias', run: () => ran.push('unitarias') },
      ],
      quiet,
    );
    expect(ran).toEqual([]);
    expect(results.map((result) => result.outcome)).toEqual(['failed', 'skipped']);
    expect(decide(results, { passed: 0, failed: 0 })).toEqual({
      exitCode: 1,
      finalLine: '✖ Falló: instalación (pnpm install --frozen-lockfile terminó con el código 1.)',
    });
  });

  it('goes on after a missed budget, then fails naming it', async () => {
    const ran = [];
    const results = await runStages(
      [
        { name: 'presupuestos', gate: true, run: () => fail('pnpm turbo run size terminó con el código 1.') },
        { name: 'navegador', run: () => ran.push('navegador') },
      ],
      quiet,
    );
    expect(ran).toEqual(['navegador']);
    const { exitCode, finalLine } = decide(results, greenTests);
    expect(exitCode).toBe(1);
    expect(finalLine).toBe('✖ Falló: presupuestos (pnpm turbo run size terminó con el código 1.)');
  });

  it('fails naming the busy port instead of letting a server die on it', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    try {
      const results = await runStages([{ name: 'navegador', run: () => requireFreePorts([[port, 'portal']]) }], quiet);
      const { exitCode, finalLine } = decide(results, greenTests);
      expect(exitCode).toBe(1);
      expect(finalLine).toContain(`navegador (El puerto ${port} (portal) está ocupado.`);
    } finally {
      server.close();
    }
  });

  it('turns a bug in a script into a failed stage, not a crash', async () => {
    const results = await runStages(
      [
        {
          name: 'unitarias',
          run: () => {
            // A slip in a script itself, not a command that failed.
            undefinedFunction();
          },
        },
      ],
      quiet,
    );
    const { exitCode, finalLine } = decide(results, greenTests);
    expect(exitCode).toBe(1);
    expect(finalLine).toMatch(/^✖ Falló: unitarias \(error inesperado del script: ReferenceError: undefinedFunction is not defined/);
  });

  it('fails when a test failed, even if every stage said it passed', async () => {
    const results = await runStages([passing('unitarias')], quiet);
    expect(decide(results, { passed: 40, failed: 1 })).toEqual({ exitCode: 1, finalLine: '✖ Falló: 1 prueba (ver arriba).' });
  });

  it('fails when no test ran at all', async () => {
    const results = await runStages([passing('unitarias')], quiet);
    expect(decide(results, { passed: 0, failed: 0 })).toEqual({ exitCode: 1, finalLine: '✖ Falló: no se ejecutó ninguna prueba.' });
  });

  it('prints each stage with its time and what did not run', async () => {
    const results = await runStages([passing('instalación'), { name: 'unitarias', run: () => fail('x') }, passing('navegador')], quiet);
    expect(formatTimes(results).split('\n')).toEqual([
      'Tiempo por etapa',
      '  ✓ instalación     2 s',
      '  ✖ unitarias       2 s',
      '  · navegador    no se ejecutó',
      '    total           4 s',
    ]);
  });
});

describe('the failures the scripts report', () => {
  it('a command that exits non-zero, or cannot start, is a StageFailure naming it', () => {
    expect(() => run(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' })).toThrow(StageFailure);
    expect(() => run(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' })).toThrow(/terminó con el código 3/);
    expect(() => run('no-such-command-here', [], { stdio: 'ignore' })).toThrow(/no pude ejecutar no-such-command-here/);
  });

  it('a Node older than 20.19 is refused; the tested lines pass quietly, except 20, which is told what it risks', () => {
    const quiet = () => {
      throw new Error('warned');
    };
    expect(() => checkNode('20.18.1', quiet)).toThrow(/Hace falta Node 20.19.0/);
    expect(() => checkNode('18.20.0', quiet)).toThrow(StageFailure);
    for (const version of ['22.22.2', '24.15.0', '26.1.0']) expect(() => checkNode(version, quiet)).not.toThrow();
    const warnings = [];
    for (const version of ['20.20.2', '22.12.0', '24.11.0', '25.2.0']) checkNode(version, (line) => warnings.push(line));
    expect(warnings).toEqual([
      expect.stringMatching(/^⚠ Node 20.20.2: la línea 20 dejó de recibir actualizaciones .* usá 22.22.2, 24.15.0, 26.0.0 o más nuevo\.$/),
      '⚠ Node 22.12.0: las dependencias del portal piden 22.22.2 o más nuevo en la línea 22; sigo igual.',
      '⚠ Node 24.11.0: las dependencias del portal piden 24.15.0 o más nuevo en la línea 24; sigo igual.',
      expect.stringMatching(/^⚠ Node 25.2.0 no es una de las líneas/),
    ]);
  });
});

describe('what a run prints about its own time', () => {
  it("adds up each spec file's tests, slowest first, through nested describes", () => {
    const result = (ms) => ({ results: [{ duration: ms }] });
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ file: 'a.spec.ts', tests: [result(1500)] }],
          suites: [{ specs: [{ file: 'a.spec.ts', tests: [result(500)] }] }],
        },
        { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [result(4000), result(1000)] }] },
      ],
    };
    expect(specSeconds(report)).toEqual([
      { file: 'b.spec.ts', seconds: 5 },
      { file: 'a.spec.ts', seconds: 2 },
    ]);
  });

  it('gives the share of the run some task waited for a CPU, and nothing where the kernel does not say', () => {
    const readings = ['some avg10=0.00 avg60=0.00 avg300=0.00 total=1000000\nfull avg10=0.00 total=0', 'some avg10=50.00 total=3500000\n'];
    const clock = [0n, 5_000_000_000n];
    const end = cpuPressureClock(
      () => readings.shift(),
      () => clock.shift(),
    );
    expect(end()).toBe(50);
    const missing = cpuPressureClock(() => {
      throw new Error('ENOENT');
    });
    expect(missing()).toBeNull();
  });
});
