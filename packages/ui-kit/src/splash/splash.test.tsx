import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Splash } from './splash';
import * as stories from './splash.stories';

testStories(stories);

describe('Splash', () => {
  it('is a status announcing Cargando... with the logo hidden from screen readers', () => {
    render(<Splash />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('fills the height of the screen', () => {
    render(<Splash label="Redirigiendo..." />);
    expect(getComputedStyle(screen.getByRole('status')).minHeight).toBe('100vh');
  });
});
