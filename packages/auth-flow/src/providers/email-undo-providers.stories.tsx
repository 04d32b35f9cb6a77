import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { EmailUndoProviders } from './provider-choices';
import { PROVIDER_START_KEY } from './provider-starts';

/**
 * The providers the shell puts in the e-mail change undo of a level-2 account (profile's
 * `/deshacer-email`, under 'Confirmá tu identidad'): each starts a sign-in remembered as the undo's.
 */
const meta = {
  title: 'Ingreso/Confirmar la identidad para deshacer el cambio de e-mail',
  component: EmailUndoProviders,
  args: { token: 'u'.repeat(43) },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/deshacer-email']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  beforeEach: () => () => window.sessionStorage.removeItem(PROVIDER_START_KEY),
} satisfies Meta<typeof EmailUndoProviders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four providers, each a link to its sign-in. */
export const Providers: Story = {
  name: 'Proveedores para confirmar la identidad',
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Confirmá tu identidad con' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
  },
};
