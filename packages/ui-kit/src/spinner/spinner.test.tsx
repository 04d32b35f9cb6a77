import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';
import * as stories from './spinner.stories';

testStories(stories);

describe('Spinner', () => {
  it('is a status announcing Cargando... by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('announces the label it is given', () => {
    render(<Spinner label="Ingresando..." size="large" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ingresando...');
  });
});
