import type { Meta, StoryObj } from '@storybook/react';
import { verificationResendAction } from '../actions';
import { RECOVERY_PATHS } from '../paths';
import { emailRequestStories } from '../stories/email-request-stories';
import { atRecoveryRoute } from '../stories/recovery-router';
import { TEST_DESTINATIONS } from '../test/destinations';
import { RESEND_VERIFICATION_TEXTS, ResendVerificationScreen } from './resend-verification-screen';

const meta = {
  title: 'Registro/Reenviar el e-mail de validación',
  component: ResendVerificationScreen,
  // The shell hands in the login screen these pages lead back to; here it is a stand-in.
  args: { destinations: TEST_DESTINATIONS },
  parameters: { layout: 'fullscreen' },
  decorators: [atRecoveryRoute(verificationResendAction, RECOVERY_PATHS.resendVerification)],
} satisfies Meta<typeof ResendVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The states both e-mail request screens share; only the texts and the action differ.
const stories = emailRequestStories(RESEND_VERIFICATION_TEXTS);

/** The form state: try the e-mail of an account registered and not yet activated. */
export const Form: Story = stories.Form;
export const InvalidEmail: Story = stories.InvalidEmail;
export const Sending: Story = stories.Sending;
export const Sent: Story = stories.Sent;
export const SentLive: Story = stories.SentLive;
export const ServiceError: Story = stories.ServiceError;
export const TooManyRequests: Story = stories.TooManyRequests;
export const Phone: Story = stories.Phone;
