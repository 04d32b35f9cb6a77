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

export const Plain: Story = { name: 'Simple' };
export const WithTitle: Story = { name: 'Con título', args: { title: 'Nombre y apellido' } };
export const LevelThree: Story = {
  name: 'Con un título de nivel 3',
  args: { title: 'Nivel de seguridad', headingLevel: 3, children: <p>Nivel 2</p> },
};
export const WithActions: Story = {
  name: 'Con acciones',
  args: {
    title: 'Dirección',
    children: <p>Agregá tu dirección para mostrarte información en base a tu ubicación</p>,
    actions: <Button variant="secondary">Agregar domicilio</Button>,
  },
};
