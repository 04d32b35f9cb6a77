import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { EnsureToasts } from '../stories/ensure-toasts';
import { SupportRouter } from '../stories/recovery-router';
import { SupportRequestButton } from './support-request-button';

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The button as the login screen shows it, among its links (the shell hands it to auth-flow's login screen). */
const meta = {
  title: 'Ayuda/Botón de ayuda',
  component: SupportRequestButton,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <EnsureToasts>
        <SupportRouter>
          <main>
            <ul>
              <li>
                <Story />
              </li>
            </ul>
          </main>
        </SupportRouter>
      </EnsureToasts>
    ),
  ],
} satisfies Meta<typeof SupportRequestButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button; a click opens the modal. */
export const Button: Story = { name: 'El botón' };

/** The modal opened from the button. */
export const Opened: Story = {
  name: 'El pedido abierto',
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Problemas para registrarte' }));
    await page(canvasElement).findByRole('dialog', { name: 'Problemas para registrarte' });
  },
};
