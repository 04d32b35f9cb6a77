import type { Meta, StoryObj } from '@storybook/react';
import { desktop, expectTexts, levelOneProfile, newProfile, phone, prepare, SignedInStage } from '../test/signed-in-stage';

/** Escritorio (/dashboard): the greeting, the licence's expiry and the newest claims. */
const meta = {
  title: 'Área personal/Escritorio',
  component: SignedInStage,
  args: { path: '/dashboard' },
  parameters: { fakeServices: prepare.demo },
  globals: desktop,
} satisfies Meta<typeof SignedInStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo resident: licence expiring within 30 days, nine claims (the newest three shown). */
export const Demo: Story = {
  name: 'Licencia por vencer y nueve reclamos',
  play: expectTexts('Hola, María Laura', 'Vence pronto', 'Ver todos mis reclamos (9)'),
};
export const DemoPhone: Story = {
  name: 'Licencia por vencer y nueve reclamos (teléfono)',
  globals: phone,
  play: expectTexts('Vence pronto', 'Ver todos mis reclamos (9)'),
};

/** A licence far from its expiry carries no mark. */
export const LicenceValid: Story = {
  name: 'Licencia vigente',
  parameters: { fakeServices: prepare.licenceExpiringIn(200) },
  play: expectTexts('Faltan 200 días', 'Ver todos mis reclamos (9)'),
};
export const LicenceValidPhone: Story = { ...LicenceValid, name: 'Licencia vigente (teléfono)', globals: phone };

export const LicenceExpired: Story = {
  name: 'Licencia vencida',
  parameters: { fakeServices: prepare.licenceExpiringIn(-12) },
  play: expectTexts('Vencida', 'Venció hace 12 días'),
};
export const LicenceExpiredPhone: Story = { ...LicenceExpired, name: 'Licencia vencida (teléfono)', globals: phone };

/** The second seeded resident: no licence and no claims. */
export const Empty: Story = {
  name: 'Sin licencia ni reclamos',
  args: { profile: newProfile },
  parameters: { fakeServices: prepare.newResidentProven },
  play: expectTexts('Hola, Julián', 'No tenés una licencia de conducir registrada en el municipio.', 'Todavía no tenés reclamos.'),
};
export const EmptyPhone: Story = { ...Empty, name: 'Sin licencia ni reclamos (teléfono)', globals: phone };

/** The municipal host never answers. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { fakeServices: prepare.slow },
  play: expectTexts('Cargando tu licencia...', 'Cargando tus reclamos...'),
};
export const LoadingPhone: Story = { ...Loading, name: 'Cargando (teléfono)', globals: phone };

/** The municipal host fails: each section offers its own retry. */
export const Failed: Story = {
  name: 'El servicio falló',
  parameters: { fakeServices: prepare.failing },
  play: expectTexts('No pudimos cargar tu licencia', 'No pudimos cargar tus reclamos'),
};
export const FailedPhone: Story = { ...Failed, name: 'El servicio falló (teléfono)', globals: phone };

/** A resident at Nivel 1 (DNI claimed, not proven): the verification instead of the data, nothing asked of the host. */
export const NotVerified: Story = {
  name: 'Nivel 1: verificá tu identidad',
  args: { profile: levelOneProfile },
  parameters: { fakeServices: prepare.newResident },
  play: expectTexts('Hola, Julián', 'Verificá tu identidad'),
};
export const NotVerifiedPhone: Story = { ...NotVerified, name: 'Nivel 1: verificá tu identidad (teléfono)', globals: phone };
