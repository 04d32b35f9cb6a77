import type { Meta, StoryObj } from '@storybook/react';
import { Logo, MunicipalityLogo } from './logo';

const meta = {
  title: 'Componentes/Logo',
  component: Logo,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    title: { control: 'text' },
    decorative: { control: 'boolean' },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal: Story = { name: 'Portal del Vecino' };
export const Municipality: Story = { name: 'Municipio', render: (args) => <MunicipalityLogo {...args} /> };
export const OnDarkBlue: Story = {
  name: 'Sobre azul oscuro',
  render: (args) => (
    <div style={{ background: '#0b2d5c', color: '#ffffff', padding: '1rem' }}>
      <Logo {...args} />
    </div>
  ),
};
export const Decorative: Story = { name: 'Decorativo', args: { decorative: true } };
