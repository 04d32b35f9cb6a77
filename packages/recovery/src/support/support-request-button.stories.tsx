import type { DeferredPart } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { EnsureToasts } from '../stories/ensure-toasts';
import { supportDialogPart } from './load-support-dialog';
import { SupportRequestButton } from './support-request-button';

/** A download that never ends: the part's loading state stays on screen. */
function downloading<T>(part: DeferredPart<T>) {
  return () => {
    part.replaceLoader(() => new Promise<T>(() => {}));
    return () => part.replaceLoader(null);
  };
}

/** A download that always fails, as when the resident went offline after the screen loaded. */
function offline<T>(part: DeferredPart<T>) {
  return () => {
    part.replaceLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    return () => part.replaceLoader(null);
  };
}

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The button as the login screen shows it, among its links (the shell hands it to auth-flow's login screen). */
const meta = {
  title: 'recovery/Support request button',
  component: SupportRequestButton,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <EnsureToasts>
        <main>
          <ul>
            <li>
              <Story />
            </li>
          </ul>
        </main>
      </EnsureToasts>
    ),
  ],
} satisfies Meta<typeof SupportRequestButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button; hovering or focusing it fetches the modal, a click opens it. */
export const Button: Story = {};

/** 'Problemas para registrarte' clicked while the support form's code is still on its way. */
export const SupportLoading: Story = {
  beforeEach: downloading(supportDialogPart),
  play: async ({ canvasElement }) => {
    const button = await page(canvasElement).findByRole('button', { name: 'Problemas para registrarte' });
    await userEvent.click(button);
    await page(canvasElement).findByRole('button', { name: /abriendo el formulario/ });
  },
};

/** The support form could not be downloaded: the alert under the button; a new click tries again. */
export const SupportFailed: Story = {
  beforeEach: offline(supportDialogPart),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Problemas para registrarte' }));
    await page(canvasElement).findByRole('alert');
  },
};
