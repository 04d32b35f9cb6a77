import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuilder } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepSourceMapsApart } from './source-maps';

// A real build of a one-module app with the plugin, in a folder of its own, as the portal's build
// runs it (its environments built by a buildApp step, as config/prerender.ts does).
async function build(root: string): Promise<void> {
  const builder = await createBuilder({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [keepSourceMapsApart()],
    build: { sourcemap: 'hidden', rolldownOptions: { input: join(root, 'main.js') } },
    builder: {
      async buildApp(app) {
        if (!app.environments.client) throw new Error('no client environment');
        await app.build(app.environments.client);
      },
    },
  });
  await builder.buildApp();
}

const filesIn = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('keepSourceMapsApart', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'source-maps-'));
    // What an earlier build left: a chunk's map this build does not write.
    mkdirSync(join(root, 'source-maps', 'assets'), { recursive: true });
    writeFileSync(join(root, 'source-maps', 'assets', 'claims-screen-OLD12345.js.map'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("moves this build's maps out of the published folder and keeps no earlier build's", async () => {
    writeFileSync(join(root, 'main.js'), 'export const answer = () => 42;\nconsole.log(answer());\n');
    await build(root);

    expect(filesIn(join(root, 'dist')).filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = filesIn(join(root, 'dist')).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    expect(filesIn(join(root, 'source-maps')).filter((file) => file.endsWith('.map'))).toEqual(scripts.map((file) => `${file}.map`));
  });

  it('leaves no maps at all when the build fails, rather than an earlier build’s', async () => {
    writeFileSync(join(root, 'main.js'), 'export const broken = (;\n');
    await expect(build(root)).rejects.toThrow();

    expect(readdirSync(root)).not.toContain('source-maps');
  });
});
