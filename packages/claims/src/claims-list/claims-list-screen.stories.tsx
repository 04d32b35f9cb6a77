import type { Meta, StoryObj } from '@storybook/react';
import { desktop, expectTexts, levelOneProfile, newProfile, phone, prepare, SignedInStage } from '../test/signed-in-stage';

/** Mis reclamos (/reclamos): the claims, newest first, with filters kept in the URL query. */
const meta = {
  title: 'Área personal/Mis reclamos',
  component: SignedInStage,
  args: { path: '/reclamos' },
  parameters: { fakeServices: prepare.demo },
  globals: desktop,
} satisfies Meta<typeof SignedInStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every claim of the demo resident; those within 10 days of today are highlighted, with a text. */
export const AllClaims: Story = { name: 'Todos los reclamos', play: expectTexts('9 reclamos', 'Alumbrado público - Luminaria apagada') };
export const AllClaimsPhone: Story = { name: 'Todos los reclamos (teléfono)', globals: phone, play: expectTexts('9 reclamos') };

/** Filtered by state through the URL, as a shared link opens it. */
export const FilteredByState: Story = {
  name: 'Filtrados por estado',
  args: { path: '/reclamos?estado=Resuelto' },
  play: expectTexts('3 de 9 reclamos coinciden con los filtros'),
};
export const FilteredByStatePhone: Story = { ...FilteredByState, name: 'Filtrados por estado (teléfono)', globals: phone };

/** All three filters at once. */
export const AllFilters: Story = {
  name: 'Con los tres filtros',
  args: { path: '/reclamos?categoria=Residuos&estado=En+proceso&periodo=30' },
  play: expectTexts('1 de 9 reclamos coincide con los filtros', 'Residuos - Recolección no realizada'),
};
export const AllFiltersPhone: Story = { ...AllFilters, name: 'Con los tres filtros (teléfono)', globals: phone };

/** No claim matches: the empty state offers to clear the filters. */
export const NoMatches: Story = {
  name: 'Ninguno coincide',
  args: { path: '/reclamos?categoria=Zoonosis&periodo=30' },
  play: expectTexts('Ningún reclamo coincide con los filtros elegidos.'),
};
export const NoMatchesPhone: Story = { ...NoMatches, name: 'Ninguno coincide (teléfono)', globals: phone };

/** A claim's details, opened from a shared link. */
export const ClaimOpen: Story = {
  name: 'El detalle de un reclamo',
  args: { path: '/reclamos?reclamo=2' },
  play: expectTexts('Reclamo N° 248502', 'No pasó el camión recolector el martes ni el jueves.'),
};
export const ClaimOpenPhone: Story = { ...ClaimOpen, name: 'El detalle de un reclamo (teléfono)', globals: phone };

/** The second seeded resident has no claims. */
export const Empty: Story = {
  name: 'Sin reclamos',
  args: { path: '/reclamos', profile: newProfile },
  parameters: { fakeServices: prepare.newResidentProven },
  play: expectTexts('Todavía no tenés reclamos.'),
};
export const EmptyPhone: Story = { ...Empty, name: 'Sin reclamos (teléfono)', globals: phone };

export const Loading: Story = {
  name: 'Cargando',
  parameters: { fakeServices: prepare.slow },
  play: expectTexts('Cargando tus reclamos...'),
};
export const LoadingPhone: Story = { ...Loading, name: 'Cargando (teléfono)', globals: phone };

export const Failed: Story = {
  name: 'El servicio falló',
  parameters: { fakeServices: prepare.failing },
  play: expectTexts('No pudimos cargar tus reclamos'),
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
