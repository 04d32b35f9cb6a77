import { describe, expect, it } from 'vitest';
import { gateRequested, runCount } from './bench.mjs';

describe('the command’s settings', () => {
  it('reads BENCH_RUNS as a whole number of runs above zero', () => {
    expect(runCount('3')).toBe(3);
    expect(runCount('1')).toBe(1);
    for (const wrong of ['0', '-1', '2.5', 'tres', '']) expect(runCount(wrong)).toBeUndefined();
  });

  it('lets the gates decide the exit code only with BENCH_GATE=1', () => {
    expect(gateRequested('1')).toBe(true);
    expect(gateRequested('0')).toBe(false);
    for (const wrong of ['sí', 'true', '2', '']) expect(gateRequested(wrong)).toBeUndefined();
  });
});
