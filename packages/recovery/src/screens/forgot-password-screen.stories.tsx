import type { Meta, StoryObj } from '@storybook/react';
import { passwordResetAction } from '../actions';
import { RECOVERY_PATHS } from '../paths';
import { emailRequestStories } from '../stories/email-request-stories';
import { atRecoveryRoute } from '../stories/recovery-router';
import { TEST_DESTINATIONS } from '../test/destinations';
import { FORGOT_PASSWORD_TEXTS, ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Recuperar la contraseña/Pedir el enlace',
  component: ForgotPasswordScreen,
  // The shell hands in the login screen these pages lead back to; here it is a stand-in.
  args: { destinations: TEST_DESTINATIONS },
  parameters: { layout: 'fullscreen' },
  decorators: [atRecoveryRoute(passwordResetAction, RECOVERY_PATHS.forgotPassword)],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The states both e-mail request screens share; only the texts and the action differ.
const stories = emailRequestStories(FORGOT_PASSWORD_TEXTS);

/** The form state: try vecina@example.com against the fake services. */
export const Form: Story = stories.Form;
export const InvalidEmail: Story = stories.InvalidEmail;
export const Sending: Story = stories.Sending;
export const Sent: Story = stories.Sent;
export const SentLive: Story = stories.SentLive;
export const ServiceError: Story = stories.ServiceError;
export const TooManyRequests: Story = stories.TooManyRequests;
export const Phone: Story = stories.Phone;
