import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './banner';
import * as stories from './banner.stories';

testStories(stories);

describe('Banner', () => {
  it('is an alert for errors, by default', () => {
    render(<Banner>error: Usuario o contraseña incorrectos</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('error: Usuario o contraseña incorrectos');
  });

  it.each(['info', 'success', 'warning'] as const)('is a polite status for %s', (variant) => {
    render(<Banner variant={variant}>Aviso</Banner>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aviso');
  });

  it('shows its title before the message', () => {
    render(<Banner title="No pudimos iniciar tu sesión">Volvé a intentarlo.</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos iniciar tu sesiónVolvé a intentarlo.');
  });
});
