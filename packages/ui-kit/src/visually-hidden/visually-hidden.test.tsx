import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';
import * as stories from './visually-hidden.stories';

testStories(stories);

describe('VisuallyHidden', () => {
  it('names a control without showing the text', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Cerrar</VisuallyHidden>
      </button>,
    );
    const hidden = screen.getByText('Cerrar');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toContainElement(hidden);
    const style = getComputedStyle(hidden);
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
  });
});
