import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './divider';
import * as stories from './divider.stories';

testStories(stories);

describe('Divider', () => {
  it('is a separator without a label', () => {
    render(<Divider />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('shows its label as readable text', () => {
    render(<Divider label="Otros proveedores" />);
    expect(screen.getByText('Otros proveedores')).toBeVisible();
  });
});
