import type { Meta, StoryObj } from '@storybook/react';
import { screen, userEvent, within } from 'storybook/test';
import { PrivacyPolicyLink } from './privacy-policy-link';

const meta = {
  title: 'Política de privacidad/Enlace',
  component: PrivacyPolicyLink,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <main>
        <h1>Ingresá al Portal del Vecino</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PrivacyPolicyLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link as the login and registration screens show it. */
export const Closed: Story = { name: 'El enlace' };

export const CustomLabel: Story = {
  name: 'Con otro texto',
  args: { label: 'Leé nuestras políticas de privacidad' },
};

/** The drawer open over the page, its sections collapsed. */
export const Open: Story = {
  name: 'El panel abierto',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Políticas de privacidad' }));
    await screen.findByRole('button', { name: 'Para qué usamos tus datos' });
  },
};

/** The personal fields section expanded. */
export const FieldsExpanded: Story = {
  name: 'Los datos personales desplegados',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Políticas de privacidad' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Datos personales que recopilamos' }));
    await screen.findByRole('list');
  },
};
