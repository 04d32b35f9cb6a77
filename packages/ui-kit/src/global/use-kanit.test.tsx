import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KANIT_ATTRIBUTE } from './kanit-attribute';
import { useKanit } from './use-kanit';

function Page() {
  useKanit();
  return <p>Portal del Vecino</p>;
}

afterEach(() => {
  document.documentElement.removeAttribute(KANIT_ATTRIBUTE);
});

describe('useKanit', () => {
  it('puts Kanit in once the page has rendered, not before', () => {
    expect(document.documentElement.hasAttribute(KANIT_ATTRIBUTE)).toBe(false);
    render(<Page />);
    expect(document.documentElement.hasAttribute(KANIT_ATTRIBUTE)).toBe(true);
  });
});
