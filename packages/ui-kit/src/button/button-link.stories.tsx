import type { Meta, StoryObj } from '@storybook/react';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Componentes/Enlace con forma de botón',
  component: ButtonLink,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link', 'danger'] },
    children: { control: 'text' },
    fullWidth: { control: 'boolean' },
  },
  args: { href: 'https://example.com/afiplogin/', children: 'Ingresar con AFIP' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { name: 'Principal' };
export const Secondary: Story = { name: 'Secundario', args: { variant: 'secondary', children: 'Ingresar con Mi Argentina' } };
export const Link: Story = { name: 'Como enlace', args: { variant: 'link', children: 'Tutorial de registro (PDF)' } };
export const FullWidth: Story = { name: 'A todo el ancho', args: { fullWidth: true, children: 'Ingresar con ANSES' } };
