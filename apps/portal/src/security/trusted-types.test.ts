import { describe, expect, it } from 'vitest';
import { allowTextOnlyHtml, installTrustedTypesPolicy } from './trusted-types';

describe('the default Trusted Types policy', () => {
  it('lets markup-free text through (Radix Select writes its scrollbar CSS this way)', () => {
    const css = '[data-radix-select-viewport]{scrollbar-width:none}';
    expect(allowTextOnlyHtml(css)).toBe(css);
  });

  it('refuses anything that could create an element', () => {
    expect(allowTextOnlyHtml('<img src=x onerror=alert(1)>')).toBeNull();
    expect(allowTextOnlyHtml('a</style><script>alert(1)</script>')).toBeNull();
  });

  it('is created under the name the Content-Security-Policy allows, with no script rules', () => {
    const created: Array<{ name: string; rules: object }> = [];
    installTrustedTypesPolicy({ trustedTypes: { createPolicy: (name, rules) => created.push({ name, rules }) } });
    expect(created).toHaveLength(1);
    expect(created[0]?.name).toBe('default');
    expect(Object.keys(created[0]?.rules ?? {})).toEqual(['createHTML']);
  });
});
