import { ChunkTimeoutError } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { RouterErrorScreen } from './router-error-screen';

const meta = {
  title: 'Errores/Pantalla de error',
  component: RouterErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouterErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's chunk could not be downloaded (offline, or a deploy replaced it). */
export const ChunkFailed: Story = {
  name: 'La pantalla no se descargó',
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/registration-screen.js') },
};

/** A screen's chunk did not arrive within 120 s. */
export const ChunkTimedOut: Story = { name: 'La pantalla tardó demasiado', args: { error: new ChunkTimeoutError() } };

/** Anything else a screen threw. */
export const Unexpected: Story = { name: 'Error inesperado', args: { error: new Error('boom') } };
