import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { InactivityWarning } from './inactivity-warning';

const meta = {
  title: 'Área personal/Aviso de inactividad',
  component: InactivityWarning,
  parameters: { layout: 'fullscreen' },
  args: { open: true, secondsLeft: 120, onStay: fn(), onSignOut: fn() },
} satisfies Meta<typeof InactivityWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two minutes before an idle session ends: the resident can stay or sign out. */
export const TwoMinutesLeft: Story = { name: 'Faltan dos minutos' };

/** The last seconds: the clock shows them, a screen reader heard the last ten. */
export const LastSeconds: Story = { name: 'Los últimos segundos', args: { secondsLeft: 8 } };

/** Answered, or the session active again in another tab: nothing shows. */
export const Closed: Story = { name: 'Cerrado', args: { open: false } };
