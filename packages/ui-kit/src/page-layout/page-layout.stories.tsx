import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../button/button';
import { PageLayout } from './page-layout';

const meta = {
  title: 'Componentes/Diseño de página',
  component: PageLayout,
  // The props a designer can set, each with the control that fits it.
  argTypes: {
    variant: { control: 'inline-radio', options: ['column', 'panel', 'card', 'form', 'overview'] },
    title: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Cuenta activada',
    heading: 'Tu cuenta está activada',
    intro: 'Ya podés ingresar al Portal del Vecino con tu DNI o e-mail y tu contraseña.',
    children: <Button>INGRESAR</Button>,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The anonymous one-column pages: status, return and hand-off pages, recovery. */
export const Column: Story = { name: 'Una columna' };

/** The main panel of a split page: the login screen. */
export const Panel: Story = {
  name: 'Panel de una página dividida',
  args: {
    variant: 'panel',
    title: 'Ingresar',
    heading: 'Ingresá al Portal del Vecino',
    intro: 'Podés ingresar con tu cuenta de AFIP, ANSES o Mi Argentina, o con tu DNI a través de RENAPER.',
  },
};

/** On a card: registration. */
export const OnCard: Story = {
  name: 'Sobre una tarjeta',
  args: {
    variant: 'card',
    title: 'Registrarse',
    heading: 'Completá tus datos',
    intro: 'Primero ingresá tu DNI: verificamos que no esté registrado y después podés completar el resto de tus datos.',
    before: <a href="#login">Volver al inicio de sesión</a>,
  },
};

/** A signed-in form: the profile form. */
export const Form: Story = {
  name: 'Formulario con sesión',
  args: {
    variant: 'form',
    title: 'Actualizá tus datos',
    heading: 'Actualizá tus datos',
    intro: 'Completá o corregí tus datos. Con tu dirección te mostramos información en base a tu ubicación.',
  },
};

/** A signed-in overview: the profile. */
export const Overview: Story = {
  name: 'Resumen con sesión',
  args: {
    variant: 'overview',
    title: 'Mi perfil',
    heading: 'Hola, María',
    intro: 'Recordá mantener tus datos actualizados.',
    children: <p>Tus datos</p>,
  },
};
