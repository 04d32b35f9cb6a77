import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';
import * as stories from './button-link.stories';

testStories(stories);

describe('ButtonLink', () => {
  it('is a link to its address that looks like a button', () => {
    render(
      <ButtonLink href="https://auth.example/afiplogin/" variant="secondary" fullWidth>
        Ingresar con AFIP
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Ingresar con AFIP' });
    expect(link).toHaveAttribute('href', 'https://auth.example/afiplogin/');
    expect(link.className).toMatch(/button/);
  });

  it('keeps a class name given to it', () => {
    render(
      <ButtonLink href="/x" className="extra">
        Ir
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Ir' })).toHaveClass('extra');
  });
});
