import { describe, expect, it } from 'vitest';
import { isLinkToken, linkTokenFrom } from './link-token';

describe('the link-token rule', () => {
  it.each(['a', 'AbC123._~-', 'x'.repeat(512)])('accepts %j', (token) => {
    expect(isLinkToken(token)).toBe(true);
  });

  it.each([null, '', 'x'.repeat(513), 'abc&def', 'a b', '<script>', '"quoted"', 'ñandú', 'a/b', 'a+b'])('refuses %j', (token) => {
    expect(isLinkToken(token)).toBe(false);
  });
});

describe("an e-mailed link's token", () => {
  it("is the query's `token`, or null without one", () => {
    expect(linkTokenFrom('?token=abc')).toBe('abc');
    expect(linkTokenFrom('?otro=1')).toBeNull();
    expect(linkTokenFrom('')).toBeNull();
  });

  it('joins a repeated token with "&", so that the link-token rule refuses it', () => {
    const token = linkTokenFrom('?token=a&token=b');
    expect(token).toBe('a&b');
    expect(isLinkToken(token)).toBe(false);
  });
});
