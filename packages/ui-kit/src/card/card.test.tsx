import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Card } from './card';
import * as stories from './card.stories';

testStories(stories);

describe('Card', () => {
  it('with a title is a section named by a level-2 heading', () => {
    render(<Card title="Nombre y apellido">María Gómez</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Nombre y apellido' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nombre y apellido' })).toHaveTextContent('María Gómez');
  });

  it('uses the heading level asked for', () => {
    render(
      <Card title="Nivel de seguridad" headingLevel={3}>
        Nivel 2
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nivel de seguridad' })).toBeInTheDocument();
  });

  it('without a title has no heading and no region', () => {
    render(<Card className="extra">Contenido</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('Contenido')).toHaveClass('extra');
  });

  it('shows its actions', () => {
    render(
      <Card title="Dirección" actions={<Button>Agregar domicilio</Button>}>
        Sin dirección
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Agregar domicilio' })).toBeInTheDocument();
  });
});
