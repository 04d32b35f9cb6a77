import type { Meta, StoryObj } from '@storybook/react';
import { desktop, expectTexts, levelOneProfile, newProfile, phone, prepare, SignedInStage } from '../test/signed-in-stage';

/** Licencia de conducir (/licencia): every field of the resident's driving licence. */
const meta = {
  title: 'Área personal/Licencia de conducir',
  component: SignedInStage,
  args: { path: '/licencia' },
  parameters: { fakeServices: prepare.demo },
  globals: desktop,
} satisfies Meta<typeof SignedInStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo resident's licence, expiring within 30 days. */
export const ExpiringSoon: Story = { name: 'Vence pronto', play: expectTexts('Vence pronto', 'RENOVACIÓN', 'A.2.1, B.1') };
export const ExpiringSoonPhone: Story = {
  name: 'Vence pronto (teléfono)',
  globals: phone,
  play: expectTexts('Vence pronto', 'RENOVACIÓN'),
};

export const Valid: Story = {
  name: 'Vigente',
  parameters: { fakeServices: prepare.licenceExpiringIn(400) },
  play: expectTexts('Faltan 400 días', '400 días'),
};
export const ValidPhone: Story = { ...Valid, name: 'Vigente (teléfono)', globals: phone };

export const Expired: Story = {
  name: 'Vencida',
  parameters: { fakeServices: prepare.licenceExpiringIn(-45) },
  play: expectTexts('Vencida', 'Vencida hace 45 días'),
};
export const ExpiredPhone: Story = { ...Expired, name: 'Vencida (teléfono)', globals: phone };

/** The second seeded resident has no licence. */
export const NoLicence: Story = {
  name: 'Sin licencia',
  args: { profile: newProfile },
  parameters: { fakeServices: prepare.newResidentProven },
  play: expectTexts('No encontramos una licencia de conducir a tu nombre.'),
};
export const NoLicencePhone: Story = { ...NoLicence, name: 'Sin licencia (teléfono)', globals: phone };

export const Loading: Story = {
  name: 'Cargando',
  parameters: { fakeServices: prepare.slow },
  play: expectTexts('Cargando tu licencia...'),
};
export const LoadingPhone: Story = { ...Loading, name: 'Cargando (teléfono)', globals: phone };

export const Failed: Story = {
  name: 'El servicio falló',
  parameters: { fakeServices: prepare.failing },
  play: expectTexts('No pudimos cargar tu licencia'),
};
export const FailedPhone: Story = { ...Failed, name: 'El servicio falló (teléfono)', globals: phone };

/** A resident at Nivel 1 (DNI claimed, not proven): the verification instead of the data, nothing asked of the host. */
export const NotVerified: Story = {
  name: 'Nivel 1: verificá tu identidad',
  args: { profile: levelOneProfile },
  parameters: { fakeServices: prepare.newResident },
  play: expectTexts('Verificá tu identidad', 'Verificar con AFIP'),
};
export const NotVerifiedPhone: Story = { ...NotVerified, name: 'Nivel 1: verificá tu identidad (teléfono)', globals: phone };
