import type { Provider } from '@portal/api-client';

/** How a resident knows each national identity provider. */
export const PROVIDER_NAMES: Readonly<Record<Provider, string>> = {
  afip: 'AFIP',
  miargentina: 'Mi Argentina',
  renaper: 'RENAPER',
  anses: 'ANSES',
};

/** The buttons in the order of docs/product.md#identity-providers: tax authority, national app, civil registry, social security. */
export const PROVIDER_BUTTONS: ReadonlyArray<{ provider: Provider; label: string }> = [
  { provider: 'afip', label: 'Ingresar con AFIP' },
  { provider: 'miargentina', label: 'Ingresar con Mi Argentina' },
  { provider: 'renaper', label: 'Ingresar con DNI (RENAPER)' },
  { provider: 'anses', label: 'Ingresar con ANSES' },
];
