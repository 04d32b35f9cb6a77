import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyLink } from './privacy-policy-link';

const FIELDS = [
  'Nombres',
  'Apellidos',
  'CUIL o número de pasaporte',
  'Género',
  'Correo electrónico',
  'Fecha de nacimiento',
  'Nacionalidad',
  'Provincia',
  'Localidad',
  'Teléfono celular',
  'Domicilio',
  'Código postal',
];

async function openDrawer() {
  const user = userEvent.setup();
  render(
    <main>
      <h1>Registrarse</h1>
      <PrivacyPolicyLink />
    </main>,
  );
  const trigger = screen.getByRole('button', { name: 'Políticas de privacidad' });
  await user.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Políticas de privacidad' });
  await within(drawer).findByRole('button', { name: 'Para qué usamos tus datos' });
  return { user, trigger, drawer };
}

describe('PrivacyPolicyLink', () => {
  it('is a button announced as opening a dialog, with the given label', () => {
    render(<PrivacyPolicyLink label="Ver políticas" className="extra" />);
    const trigger = screen.getByRole('button', { name: 'Ver políticas' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveClass('extra');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the drawer with the date of the last update and moves focus into it', async () => {
    const { drawer, trigger } = await openDrawer();
    expect(drawer).toHaveAccessibleDescription('Última actualización: 2 de diciembre de 2026');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('shows every point of the policy as its own section, collapsed, in the documented order', async () => {
    const { drawer } = await openDrawer();
    const headings = within(drawer).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Para qué usamos tus datos',
      'Con quién compartimos tus datos',
      'Cuánto tiempo conservamos tus datos',
      'Tus derechos sobre tus datos',
      'Datos técnicos que envía el portal',
      'Cambios en esta política',
      'Datos personales que recopilamos',
    ]);
    for (const heading of headings) {
      expect(within(heading).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('expands a section with the keyboard and lists every personal field', async () => {
    const { user, drawer } = await openDrawer();
    const fields = within(drawer).getByRole('button', { name: 'Datos personales que recopilamos' });
    fields.focus();
    await user.keyboard('{Enter}');
    expect(fields).toHaveAttribute('aria-expanded', 'true');
    const items = within(within(drawer).getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(FIELDS);
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Enter}');
    expect(fields).toHaveAttribute('aria-expanded', 'false');
  });

  it('states each point of the policy', async () => {
    const { user, drawer } = await openDrawer();
    for (const name of [
      'Para qué usamos tus datos',
      'Con quién compartimos tus datos',
      'Cuánto tiempo conservamos tus datos',
      'Tus derechos sobre tus datos',
      'Datos técnicos que envía el portal',
      'Cambios en esta política',
    ]) {
      await user.click(within(drawer).getByRole('button', { name }));
    }
    expect(drawer).toHaveTextContent('únicamente para el inicio de sesión centralizado');
    expect(drawer).toHaveTextContent('salvo cuando una obligación legal lo exija o con otros organismos del Estado');
    expect(drawer).toHaveTextContent('solo durante el tiempo que sea necesario');
    expect(drawer).toHaveTextContent('acceder a tus datos, corregirlos o pedir que los eliminemos');
    expect(drawer).toHaveTextContent('el portal le envía a la Municipalidad un informe técnico');
    expect(drawer).toHaveTextContent('Estos informes no llevan datos personales');
    expect(drawer).toHaveTextContent('lo vamos a avisar en este sitio');
  });

  it('closes with Escape and gives focus back to the link', async () => {
    const { user, trigger } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button and gives focus back to the link', async () => {
    const { user, trigger, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
