import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo, MunicipalityLogo } from './logo';
import * as stories from './logo.stories';

testStories(stories);

describe('Logo', () => {
  it('is an image named after the portal', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Portal del vecino de Bahía Blanca' })).toBeInTheDocument();
  });

  it('takes another name and a class', () => {
    render(<Logo title="Inicio" className="extra" />);
    expect(screen.getByRole('img', { name: 'Inicio' })).toHaveClass('extra');
  });

  it('can be decorative', () => {
    const { container } = render(<Logo decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('MunicipalityLogo', () => {
  it('is an image named after the municipality', () => {
    render(<MunicipalityLogo />);
    expect(screen.getByRole('img', { name: 'Municipio de Bahía Blanca' })).toBeInTheDocument();
  });
});
