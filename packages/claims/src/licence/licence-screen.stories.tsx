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
export const ExpiringSoon: Story = { play: expectTexts('Vence pronto', 'RENOVACIÓN', 'A.2.1, B.1') };
export const ExpiringSoonPhone: Story = { globals: phone, play: expectTexts('Vence pronto', 'RENOVACIÓN') };

export const Valid: Story = {
  parameters: { fakeServices: prepare.licenceExpiringIn(400) },
  play: expectTexts('Faltan 400 días', '400 días'),
};
export const ValidPhone: Story = { ...Valid, globals: phone };

export const Expired: Story = {
  parameters: { fakeServices: prepare.licenceExpiringIn(-45) },
  play: expectTexts('Vencida', 'Vencida hace 45 días'),
};
export const ExpiredPhone: Story = { ...Expired, globals: phone };

/** The second seeded resident has no licence. */
export const NoLicence: Story = {
  args: { profile: newProfile },
  parameters: { fakeServices: prepare.newResidentProven },
  play: expectTexts('No encontramos una licencia de conducir a tu nombre.'),
};
export const NoLicencePhone: Story = { ...NoLicence, globals: phone };

export const Loading: Story = { parameters: { fakeServices: prepare.slow }, play: expectTexts('Cargando tu licencia...') };
export const LoadingPhone: Story = { ...Loading, globals: phone };

export const Failed: Story = { parameters: { fakeServices: prepare.failing }, play: expectTexts('No pudimos cargar tu licencia') };
export const FailedPhone: Story = { ...Failed, globals: phone };

/** A resident at Nivel 1 (DNI claimed, not proven): the verification instead of the data, nothing asked of the host. */
export const NotVerified: Story = {
  args: { profile: levelOneProfile },
  parameters: { fakeServices: prepare.newResident },
  play: expectTexts('Verificá tu identidad', 'Verificar con AFIP'),
};
export const NotVerifiedPhone: Story = { ...NotVerified, globals: phone };
