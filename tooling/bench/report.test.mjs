import { describe, expect, it } from 'vitest';
import {
  GATES,
  gateNotes,
  gates,
  kilobytes,
  lighthouseLine,
  measuredTable,
  median,
  notes,
  seconds,
  summarise,
  TARGETS,
  table,
  targetNotes,
} from './report.mjs';

/** A run's Lighthouse figures, as lighthouse.mjs's figures() returns them. */
function run(overrides = {}) {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    fcp: 1000,
    lcp: 1200,
    tbt: 20,
    longestTask: 300,
    cls: 0,
    requests: 5,
    jsBeforeUsable: 60 * 1024,
    jsBeforeUsableFiles: 1,
    jsBeforeUsableHeaders: 1100,
    jsAll: 60 * 1024,
    benchmark: 2000,
    lcpElement: 'Portal del Vecino',
    failing: [],
    ...overrides,
  };
}

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5])).toBe(5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder what it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('summarise', () => {
  it('takes each figure’s median on its own and merges the lists', () => {
    const result = summarise([
      run({ performance: 90, lcp: 3000, failing: ['a'] }),
      run({ performance: 99, lcp: 1000, failing: [] }),
      run({ performance: 95, lcp: 2000, failing: ['a', 'b'] }),
    ]);
    expect(result.performance).toBe(95);
    expect(result.lcp).toBe(2000);
    expect(result.failing).toEqual(['a', 'b']);
    expect(result.lcpElement).toEqual(['Portal del Vecino']);
  });
});

describe('formats', () => {
  it('prints seconds with two decimals and kilobytes of 1024 bytes with one', () => {
    expect(seconds(2345)).toBe('2.35 s');
    expect(kilobytes(95 * 1024)).toBe('95.0 KB');
  });

  it('sums up one Lighthouse run in a line', () => {
    expect(lighthouseLine(run({ jsBeforeUsableFiles: 14 }))).toBe(
      'rendimiento 100, FCP 1.00 s, LCP 1.20 s, TBT 20 ms, CLS 0.000, 5 pedidos, JS antes de usable 60.0 KB ' +
        '(14 archivos), JS de la visita 60.0 KB, índice 2000 · LCP: «Portal del Vecino»',
    );
  });
});

const floorRow = {
  label: 'piso',
  lighthouse: summarise([run()]),
  measured: summarise([run({ lcp: 1700 })]),
  slowLine: 2100,
  slowLineWorks: 2100,
};
const loginRow = {
  label: '/login/',
  lighthouse: summarise([run({ performance: 97, lcp: 2200, tbt: 80, requests: 33, jsBeforeUsable: 96_000, jsAll: 150_000 })]),
  measured: summarise([run({ performance: 100, fcp: 900, lcp: 950, tbt: 10 })]),
  slowLine: 5600,
  slowLineWorks: 6400,
};

describe('table', () => {
  it('puts every page side by side under one heading, columns aligned', () => {
    const lines = table([floorRow, loginRow]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^página\s+rend\.\s+FCP\s+LCP\s+TBT\s+tarea más larga\s+CLS\s+pedidos\s+JS antes de usable/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/línea lenta\s+funciona\s+índice/);
    expect(lines[1]).toMatch(
      /^piso\s+100\s+1\.00 s\s+1\.20 s\s+20 ms\s+300 ms\s+0\.000\s+5\s+60\.0 KB\s+60\.0 KB\s+2\.10 s\s+2\.10 s\s+2000/,
    );
    expect(lines[2]).toMatch(
      /^\/login\/\s+97\s+1\.00 s\s+2\.20 s\s+80 ms\s+300 ms\s+0\.000\s+33\s+93\.8 KB\s+146\.5 KB\s+5\.60 s\s+6\.40 s/,
    );
  });
});

describe('measuredTable', () => {
  it('puts the loads slowed down for real side by side: score, FCP, LCP, TBT, the longest task', () => {
    const lines = measuredTable([floorRow, loginRow]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^página\s+rend\.\s+FCP\s+LCP\s+TBT\s+tarea más larga$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(/^piso\s+100\s+1\.00 s\s+1\.70 s\s+20 ms\s+300 ms$/);
    expect(lines[2]).toMatch(/^\/login\/\s+100\s+0\.90 s\s+0\.95 s\s+10 ms\s+300 ms$/);
  });
});

describe('targets', () => {
  it('holds a page’s LCP to the floor’s from the same run, and the rest to the targets', () => {
    const met = targetNotes(loginRow, floorRow).map((note) => note.met);
    // LCP, LCP measured, performance, TBT, slow line, JS before usable (96 000 B < 95 KB), JS of the visit
    expect(met).toEqual([false, true, false, false, false, true, false]);
  });

  it('meets a target reached exactly', () => {
    const exact = {
      label: '/registrarse',
      lighthouse: summarise([
        run({ lcp: 1200, performance: 100, tbt: TARGETS.tbt, jsBeforeUsable: TARGETS.jsBeforeUsable, jsAll: TARGETS.jsAll }),
      ]),
      measured: summarise([run({ lcp: 1700 })]),
      slowLine: TARGETS.slowLine,
    };
    expect(targetNotes(exact, floorRow).every((note) => note.met)).toBe(true);
  });

  it('prints the notes of each portal page under its name, never the floor’s', () => {
    const lines = notes([floorRow, loginRow]);
    expect(lines[0]).toBe('/login/');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe('  ✗ no cumple  LCP a la altura del piso: 2.20 s (piso 1.20 s)');
    expect(lines[2]).toBe('  ✓ cumple     LCP medido (frenado real) a la altura del piso: 0.95 s (piso 1.70 s)');
    expect(lines[6]).toBe('  ✓ cumple     JS antes de usable ≤ 95.0 KB: 93.8 KB');
  });
});

describe('CI gates', () => {
  it('holds the score to 95 and each LCP to 1.15 times the floor’s from the same run', () => {
    // score 97 ≥ 95; simulated LCP 2.20 s > 1.15 × 1.20 s; measured 0.95 s ≤ 1.15 × 1.70 s
    expect(gateNotes(loginRow, floorRow).map((note) => note.met)).toEqual([true, false, true]);
  });

  it('passes a page exactly at its gates, and fails it just past them', () => {
    const at = (performance, lcp, measuredLcp) => ({
      label: '/registrarse',
      lighthouse: summarise([run({ performance, lcp })]),
      measured: summarise([run({ lcp: measuredLcp })]),
    });
    const edge = GATES.lcpOverFloor;
    expect(gateNotes(at(GATES.performance, 1200 * edge, 1700 * edge), floorRow).every((note) => note.met)).toBe(true);
    expect(gateNotes(at(GATES.performance - 1, 1200, 1700), floorRow).map((note) => note.met)).toEqual([false, true, true]);
    expect(gateNotes(at(100, 1200 * edge + 1, 1700 * edge + 1), floorRow).map((note) => note.met)).toEqual([true, false, false]);
  });

  it('prints each portal page’s gates under its name, with the ratio, and says whether all passed', () => {
    const { lines, passed } = gates([floorRow, loginRow]);
    expect(passed).toBe(false);
    expect(lines).toEqual([
      '/login/',
      '  ✓ pasa     rendimiento ≥ 95: 97',
      '  ✗ no pasa  LCP ≤ 1.15 × el del piso: 2.20 s, 1.83 × (piso 1.20 s)',
      '  ✓ pasa     LCP medido (frenado real) ≤ 1.15 × el del piso: 0.95 s, 0.56 × (piso 1.70 s)',
    ]);
    const fast = { ...loginRow, lighthouse: summarise([run({ performance: 99, lcp: 1300 })]) };
    expect(gates([floorRow, fast, fast]).passed).toBe(true);
  });
});
