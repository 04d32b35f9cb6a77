import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './run.mjs';
import { framesIn, sourcePositions } from './stack.mjs';

// `npm run stack`: a reported stack's frames to source positions, through a build's map. The map
// here is written by hand: `function a(){throw new Error("x")}` on the bundle's first line, its
// `throw` (column 13) from line 3, column 3 of claims-screen.tsx, named `load`.

const maps = mkdtempSync(join(tmpdir(), 'portal-maps-'));
mkdirSync(join(maps, 'assets'));
writeFileSync(
  join(maps, 'assets', 'claims-screen-B1x2.js.map'),
  JSON.stringify({
    version: 3,
    file: 'claims-screen-B1x2.js',
    sources: ['../src/claims-screen.tsx'],
    names: ['load'],
    mappings: 'AAAA,aAEEA',
  }),
);
const source = relative(root, join(maps, 'src', 'claims-screen.tsx'));

describe('npm run stack', () => {
  it("gives each of a report's frames its source position, and says why when it cannot", () => {
    const report = {
      type: 'portal-error',
      body: {
        stack: [
          'at a (https://portal.bahia.gob.ar/assets/claims-screen-B1x2.js:1:14)',
          'at b (https://portal.bahia.gob.ar/assets/otro-C3d4.js:1:1)',
          'at c (https://portal.bahia.gob.ar/assets/claims-screen-B1x2.js:9:1)',
        ],
      },
    };
    const frames = framesIn(JSON.stringify({ reports: [report, { type: 'web-vital', body: { name: 'LCP' } }] }));
    expect(sourcePositions(frames, maps)).toEqual([
      `${report.body.stack[0]}\n    → ${source}:3:3 (load)`,
      expect.stringMatching(/^at b .*\n {4}\(sin mapa: assets\/otro-C3d4\.js\.map no está en /),
      `${report.body.stack[2]}\n    (el mapa no tiene esa posición)`,
    ]);
  });

  it('reads plain stack lines too, as a browser or a collector prints them', () => {
    const text =
      'TypeError: x\n    at a (https://portal.bahia.gob.ar/assets/claims-screen-B1x2.js?v=1:1:14)\n    at chrome-extension://x/y.js:1:1';
    expect(framesIn(text)).toEqual(['    at a (https://portal.bahia.gob.ar/assets/claims-screen-B1x2.js?v=1:1:14)']);
    expect(sourcePositions(framesIn(text), maps)[0]).toMatch(/→ .*claims-screen\.tsx:3:3 \(load\)$/);
  });
});
