import type { Meta, StoryObj } from '@storybook/react';
import { Carousel } from './carousel';

const slide = (text: string) => <p style={{ margin: 0, padding: '3rem 1rem', fontSize: '1.5rem', textAlign: 'center' }}>{text}</p>;

const meta = {
  title: 'Componentes/Carrusel',
  component: Carousel,
  args: {
    label: 'Beneficios del portal',
    slides: [
      slide('Registrá y validá tus datos una sola vez'),
      slide('Accedé a todos los servicios en un solo portal'),
      slide('Hacé tus consultas y trámites en línea'),
    ],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSlides: Story = { name: 'Tres diapositivas' };
export const SingleSlide: Story = { name: 'Una diapositiva', args: { slides: [slide('Accedé a todos los servicios en un solo portal')] } };
export const Slow: Story = { name: 'Lento', args: { intervalMs: 6000 } };
