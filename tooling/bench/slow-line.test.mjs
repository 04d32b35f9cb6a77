import { describe, expect, it } from 'vitest';
import { keyIsLost } from './slow-line.mjs';

describe('keyIsLost', () => {
  it('keeps a key the field shows and React holds', () => {
    expect(keyIsLost({ value: '3', owned: true, reactValue: '3' }, '3')).toBe(false);
  });

  it('keeps a key in a field React does not control (no value prop)', () => {
    expect(keyIsLost({ value: '3', owned: true, reactValue: undefined }, '3')).toBe(false);
  });

  it('keeps watching a key in markup React has not taken over yet', () => {
    expect(keyIsLost({ value: '3', owned: false, reactValue: undefined }, '3')).toBe(false);
  });

  it('loses a key the field no longer shows (the field replaced or emptied)', () => {
    expect(keyIsLost({ value: '', owned: true, reactValue: '' }, '3')).toBe(true);
  });

  it('loses a key React’s state does not hold, even while the field still shows it', () => {
    expect(keyIsLost({ value: '3', owned: true, reactValue: '' }, '3')).toBe(true);
  });
});
