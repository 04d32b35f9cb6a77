import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { STYLE_NONCE_PLACEHOLDER, styleNonce } from './style-nonce';

function meta(nonce: string) {
  const element = document.createElement('meta');
  element.setAttribute('property', 'csp-nonce');
  element.setAttribute('nonce', nonce);
  // As the portal's pages write it: HTML requires `content`, the nonce stays in its own attribute.
  element.setAttribute('content', '');
  document.head.append(element);
}

describe('styleNonce', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('meta[property="csp-nonce"]')) element.remove();
  });

  it("reads the page's nonce and hands it to react-remove-scroll's style tags", () => {
    meta('3f9a1c0d5b7e4a2f8c6d1e0b9a7f5c3d');
    expect(styleNonce()).toBe('3f9a1c0d5b7e4a2f8c6d1e0b9a7f5c3d');
    expect(getNonce()).toBe('3f9a1c0d5b7e4a2f8c6d1e0b9a7f5c3d');
  });

  it('has none where the server did not fill it in, or where the page has no such meta', () => {
    meta(STYLE_NONCE_PLACEHOLDER);
    expect(styleNonce()).toBeUndefined();
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
    expect(styleNonce()).toBeUndefined();
  });
});
