import { DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_PATHS } from '../paths';
import { renderSignedIn } from '../test/render';
import { fakeState, serveFakeState } from '../test/setup';
import * as stories from './profile-page.stories';

testStories(stories, {
  beforeEach: (story) => {
    (story.parameters.fakeServices as ((state: FakeState) => void) | undefined)?.(fakeState());
    serveFakeState();
  },
});

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('ProfilePage', () => {
  it('greets the resident and shows every card with the saved data', async () => {
    renderSignedIn(DEMO_RESIDENT.dni, PROFILE_PATHS.profile);
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, María Laura' })).toBeInTheDocument();
    expect(screen.getByText('Recordá mantener tus datos actualizados.')).toBeInTheDocument();
    expect(document.title).toBe('Mi perfil · Portal del Vecino');
    expect(within(card('Nombre y apellido')).getByText('María Laura Fernández')).toBeInTheDocument();
    expect(within(card('Nivel de seguridad')).getByText('Nivel 2')).toBeInTheDocument();
    expect(within(card('Documento')).getByText('DNI 30123456')).toBeInTheDocument();
    expect(within(card('Fecha de nacimiento')).getByText('14 de mayo de 1983')).toBeInTheDocument();
    expect(within(card('Dirección')).getByText('Sarmiento 1150, piso 2, depto. B')).toBeInTheDocument();
    expect(within(card('Dirección')).getByText('Bahía Blanca (8000)')).toBeInTheDocument();
    expect(within(card('Celular')).getByText('(291) 4567890')).toBeInTheDocument();
    expect(within(card('Correo electrónico')).getByText('vecina@example.com')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("invites a first-time resident to add the address, phone and e-mail with the documented texts", () => {
    renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile, (p) => ({ ...p, email: 'x@bbtst.example.com' }));
    expect(
      within(card('Dirección')).getByText('Agregá tu dirección para mostrarte información en base a tu ubicación'),
    ).toBeInTheDocument();
    expect(within(card('Celular')).getByText('Agregá un número de celular para recuperar tu cuenta vía SMS')).toBeInTheDocument();
    expect(
      within(card('Correo electrónico')).getByText('Agregá un correo alternativo como método de recuperación de tu cuenta'),
    ).toBeInTheDocument();
    expect(within(card('Fecha de nacimiento')).getByText('Todavía no cargaste tu fecha de nacimiento.')).toBeInTheDocument();
  });

  it('sends every action to /profileform naming the field to focus', () => {
    renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile);
    expect(screen.getByRole('link', { name: 'EDITAR MIS DATOS' })).toHaveAttribute('href', '/profileform?campo=datos');
    expect(screen.getByRole('link', { name: 'Agregar dirección de tu casa' })).toHaveAttribute(
      'href',
      '/profileform?campo=direccion',
    );
    expect(screen.getByRole('link', { name: 'Agregar celular' })).toHaveAttribute('href', '/profileform?campo=celular');
    expect(screen.getByRole('link', { name: 'Cambiar correo' })).toHaveAttribute('href', '/profileform?campo=email');
  });

  it('opens the form with the phone focused from the phone card', async () => {
    const { user } = renderSignedIn(NEW_RESIDENT.dni, PROFILE_PATHS.profile);
    await user.click(screen.getByRole('link', { name: 'Agregar celular' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Actualiza tus datos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Característica')).toHaveFocus();
  });
});
