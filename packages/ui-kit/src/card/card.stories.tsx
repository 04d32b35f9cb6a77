import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Componentes/Tarjeta',
  component: Card,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  args: { children: <p>María Fernanda Gómez</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithTitle: Story = { args: { title: 'Nombre y apellido' } };
export const LevelThree: Story = { args: { title: 'Nivel de seguridad', headingLevel: 3, children: <p>Nivel 2</p> } };
export const WithActions: Story = {
  args: {
    title: 'Dirección',
    children: <p>Agregá tu dirección para mostrarte información en base a tu ubicación</p>,
    actions: <Button variant="secondary">Agregar domicilio</Button>,
  },
};
