// The README's commands must work on a machine with only Node and npm: every root script goes
// through these scripts, which bring pnpm themselves, and turbo finds that pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './run.mjs';

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** This machine's PATH without any folder that holds a pnpm, with node, npm and npx kept. */
function pathWithoutPnpm() {
  const kept = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir && !existsSync(join(dir, 'pnpm')));
  const tools = mkdtempSync(join(tmpdir(), 'sin-pnpm-'));
  const nodeDir = dirname(realpathSync(process.execPath));
  for (const tool of ['node', 'npm', 'npx']) {
    const found = [nodeDir, ...kept].map((dir) => join(dir, tool)).find((file) => existsSync(file));
    if (found) symlinkSync(realpathSync(found), join(tools, tool));
  }
  return [tools, ...kept].join(delimiter);
}

function withoutPnpm(command, args) {
  // npm_* variables would tell npx and turbo which package manager started this test.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && !key.startsWith('PNPM')));
  return spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...env, PATH: pathWithoutPnpm() }, timeout: 120_000 });
}

describe('the README commands on a machine with only Node and npm', () => {
  it('every root script runs one of the scripts that bring pnpm themselves', () => {
    for (const [name, command] of Object.entries(scripts)) {
      expect(command, name).toMatch(/^node tooling\/scripts\/[a-z-]+\.mjs( [a-z0-9:]+)?$/);
      expect(existsSync(join(root, command.split(' ')[1])), name).toBe(true);
    }
  });

  it("every package with scripts has `npm run pnpm`, so that the README's commands work from its folder", () => {
    const workspaces = ['apps', 'packages', 'tooling'].flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name)));
    for (const folder of workspaces) {
      const file = join(root, folder, 'package.json');
      if (!existsSync(file)) continue;
      const ownScripts = JSON.parse(readFileSync(file, 'utf8')).scripts;
      if (ownScripts) expect(ownScripts.pnpm, folder).toBe('node ../../tooling/scripts/pnpm.mjs');
    }
  });

  it('has no pnpm on the PATH it tests with', () => {
    expect(withoutPnpm('sh', ['-c', 'command -v pnpm || echo ninguno']).stdout.trim()).toBe('ninguno');
  });

  it('`npm run pnpm` brings the pinned pnpm, and turbo finds it', { timeout: 240_000 }, () => {
    const version = withoutPnpm('npm', ['run', '--silent', 'pnpm', '--', '--version']);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace('pnpm@', ''));
    // What `npm run build` does after installing: turbo through that pnpm (a dry run plans the tasks).
    const plan = withoutPnpm('npm', ['run', '--silent', 'pnpm', '--', 'turbo', 'run', 'build', '--dry-run=json']);
    expect(plan.stderr).not.toMatch(/Unable to find package manager binary/);
    expect(plan.status, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).tasks.map((task) => task.taskId)).toContain('@portal/app#build');
  });
});

describe('the root scripts', () => {
  // A script that imports a name its module no longer exports fails only when someone runs it, and
  // `npm test` runs neither `npm start`, `npm run preview`, `npm run bench` nor `npm run test:node`.
  it('import only names their modules export, so each command at least starts', async () => {
    const folder = join(root, 'tooling', 'scripts');
    const files = readdirSync(folder).filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs'));
    for (const file of files) {
      const source = readFileSync(join(folder, file), 'utf8');
      for (const [, names, module] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.\/[a-z-]+\.mjs)'/g)) {
        const exported = Object.keys(await import(join(folder, module)));
        const imported = names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0])
          .filter(Boolean);
        for (const name of imported) expect(exported, `${file} imports ${name} from ${module}`).toContain(name);
      }
    }
  });
});

describe('npm start and npm run preview', () => {
  // The servers run under pnpm, which does not pass a SIGTERM on: a server started by a shell
  // stands in for it here, and it must stop with the command.
  it.each(['SIGTERM', 'SIGHUP'])(
    'a %s stops every server the command started, and what they started',
    { timeout: 20_000 },
    async (signal) => {
      // The shell prints the pid of the process it started; the command says 'listo' once it
      // listens for the signal.
      const command = `
      import { spawn } from 'node:child_process';
      import { serveUntilStopped } from ${JSON.stringify(join(root, 'tooling', 'scripts', 'servers.mjs'))};
      const server = spawn('sh', ['-c', 'node -e "setInterval(() => {}, 1000)" & echo $!; wait'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
      serveUntilStopped([server]);
      console.log('listo');
    `;
      const parent = spawn(process.execPath, ['--input-type=module', '-e', command], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      for await (const chunk of parent.stdout) {
        output += chunk;
        if (/^\d+$/m.test(output) && /^listo$/m.test(output)) break;
      }
      const grandchild = Number(/^(\d+)$/m.exec(output)?.[1]);
      expect(grandchild).toBeGreaterThan(0);
      const exited = once(parent, 'exit');
      parent.kill(signal);
      await exited;
      // The signal takes a moment to reach the group; a process still there after 5 s was missed.
      const deadline = Date.now() + 5000;
      while (alive(grandchild) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(alive(grandchild), 'the server the shell started is still running').toBe(false);
    },
  );
});

/** Whether a process runs: one that ended but was not yet reaped by whoever adopted it counts as ended. */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\S+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
}
