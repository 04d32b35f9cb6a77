import { describe, expect, it } from 'vitest';
import { isLinkToken } from './link-token';

describe('the link-token rule', () => {
  it.each(['a', 'AbC123._~-', 'x'.repeat(512)])('accepts %j', (token) => {
    expect(isLinkToken(token)).toBe(true);
  });

  it.each([null, '', 'x'.repeat(513), 'abc&def', 'a b', '<script>', '"quoted"', 'ñandú', 'a/b', 'a+b'])('refuses %j', (token) => {
    expect(isLinkToken(token)).toBe(false);
  });
});
