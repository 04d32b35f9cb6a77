import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as fakeNetwork } from '../src/test/setup';
import { freePort } from './free-port';

const app = join(import.meta.dirname, '..');
const packages = join(app, '..', '..', 'packages');
/** A package's screen, as a feature team would edit it. */
const SCREEN = join(packages, 'privacy-policy', 'src', 'privacy-policy-drawer', 'privacy-policy-drawer.tsx');

/** The app's `dev` script, the server `npm start` runs, on a port of its own. */
let devServer: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devServer = child;
  // Read to the end, not only until it says where it listens: a server whose output is no
  // longer read dies on its next line (the one that reports an update).
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      // Where it listens, without the colours it adds wherever `CI` is set (the port in bold).
      if (stripVTControlCharacters(output).includes(origin)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => reject(new Error(`The dev server did not start:\n${output}`)));
  });
}, 30_000);

afterAll(() => {
  devServer?.kill();
});

// The tests' fake network answers every other request; this one is the dev server's.
beforeEach(() => {
  fakeNetwork.use(http.get(`${origin}/*`, () => passthrough()));
});

const fsUrl = (file: string) => `/@fs${file}`;

/** A module as the dev server hands it to the browser. */
async function served(url: string): Promise<string> {
  const response = await fetch(`${origin}${url}`);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The address of the module `url` imports whose path ends in `ending`, as the browser follows it. */
async function importedBy(url: string, ending: string): Promise<string> {
  const imports = [...(await served(url)).matchAll(/(?:from|import) "([^"?]+)/g)].map(([, path]) => path);
  const found = imports.find((path) => path?.endsWith(ending));
  if (!found) throw new Error(`${url} imports nothing ending in ${ending}: ${imports.join(', ')}`);
  return found;
}

describe('npm start serves the workspace packages from their source', { timeout: 30_000 }, () => {
  it("resolves the app's imports of the packages to their src, and their compiled sheets to nothing", async () => {
    const entry = await served('/src/main.tsx');
    expect(entry).toContain(fsUrl(join(packages, 'api-client', 'src', 'index.ts')));
    expect(entry).toContain(fsUrl(join(packages, 'ui-kit', 'src', 'index.ts')));
    expect(entry).not.toMatch(/\/packages\/[a-z-]+\/dist\//);
  });

  it("styles a package's screen with the CSS variables of the theme the browser gets", async () => {
    const theme = await served(fsUrl(join(packages, 'ui-kit', 'src', 'theme.css.ts.vanilla.css')));
    const sheet = await served(fsUrl(join(packages, 'privacy-policy', 'src', 'policy-content', 'policy-content.css.ts.vanilla.css')));
    const used = new Set([...sheet.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name));
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(theme, `${name} is defined by the theme`).toContain(`${name}:`);
  });

  it("hands the browser an edit to a package's screen, as a module it swaps in place", async () => {
    // The privacy policy's drawer, reached as the browser reaches it from the app's routes.
    const entry = await importedBy('/src/routing/app-routes.tsx', '/privacy-policy/src/index.ts');
    const link = await importedBy(entry, '/privacy-policy-link.tsx');
    const screen = await importedBy(link, '/privacy-policy-drawer.tsx');
    expect(screen).toBe(fsUrl(SCREEN));
    const before = await served(screen);
    // React Fast Refresh's boundary: the browser swaps the new module in and keeps the screen's state.
    expect(before).toContain('import.meta.hot.accept(');
    // A comment: the package's own tests, builds and stories may read the file at the same moment.
    const edit = `// ${process.pid}: edited while the dev server runs (apps/portal/config/workspace-source.test.ts)`;
    expect(before).not.toContain(edit);
    const original = readFileSync(SCREEN, 'utf8');
    try {
      // Saved again on each try: the server starts watching a file outside the app's folder only
      // once it has served it, a moment after, and a save before that goes unnoticed (a person
      // saves later than this test).
      const save = () => writeFileSync(SCREEN, `${edit}\n${original}`);
      await expect
        .poll(
          () => {
            save();
            return served(screen);
          },
          { timeout: 15_000, interval: 250 },
        )
        .toContain(edit);
    } finally {
      writeFileSync(SCREEN, original);
    }
  });
});
