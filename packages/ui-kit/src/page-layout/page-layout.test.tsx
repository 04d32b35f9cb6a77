import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout, type PageLayoutVariant } from './page-layout';
import * as stories from './page-layout.stories';

testStories(stories);

const VARIANTS: PageLayoutVariant[] = ['column', 'panel', 'card', 'form', 'overview'];

describe('PageLayout', () => {
  it.each(VARIANTS)('%s: one main landmark with the one h1, the intro and the content', async (variant) => {
    render(
      <PageLayout variant={variant} title="Mi perfil" heading="Hola, María" intro="Recordá mantener tus datos.">
        <button type="button">Editar</button>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading')).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1, name: 'Hola, María' })).toBeInTheDocument();
    expect(within(main).getByText('Recordá mantener tus datos.')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(document.title).toBe('Mi perfil · Portal del Vecino');
    await expectNoAxeViolations(document.body);
  });

  it.each(VARIANTS)('%s: the logos only on the anonymous column pages', (variant) => {
    render(<PageLayout variant={variant} title="Ingresar" heading="Ingresá" />);
    const images = screen.queryAllByRole('img');
    expect(images.length > 0).toBe(variant === 'column' || variant === 'panel' || variant === 'card');
  });

  it('keeps the content after the logos and the heading, and what goes before in front', () => {
    render(
      <PageLayout variant="card" title="Registrarse" heading="Completá tus datos" before={<a href="/login/">Volver</a>}>
        <p>Formulario</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    const order = [...main.querySelectorAll('a, h1, p')].map((element) => element.tagName);
    expect(order).toEqual(['A', 'H1', 'P']);
  });

  it('gathers the overview heading and intro in a header', () => {
    render(<PageLayout variant="overview" title="Mi perfil" heading="Hola, María" intro="Recordá." />);
    const header = screen.getByRole('main').querySelector('header');
    expect(header).toHaveTextContent('Hola, MaríaRecordá.');
  });

  it('without an intro has no paragraph', () => {
    render(<PageLayout title="Cuenta activada" heading="Tu cuenta está activada" />);
    expect(screen.getByRole('main').querySelector('p')).toBeNull();
  });

  it('moves focus to the h1 when asked, and only then', () => {
    const { unmount } = render(<PageLayout title="Error" heading="No pudimos ingresar" focusHeading />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    unmount();
    render(<PageLayout title="Error" heading="No pudimos ingresar" headingId="titulo" />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'titulo');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });

  it('puts what comes after outside the column', () => {
    render(<PageLayout variant="card" title="Registrarse" heading="Completá tus datos" after={<div data-testid="dialog" />} />);
    const dialog = screen.getByTestId('dialog');
    expect(dialog.parentElement).toBe(screen.getByRole('main'));
  });
});
