import { storeSession, type UserProfile } from '@portal/api-client';
import { ToastProvider } from '@portal/ui-kit';
import { renderRouter } from '@portal/vitest-config/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeState } from './setup';
import { profileStage } from './signed-in-frame';

/**
 * Signs a seeded resident in on the test's fake services and renders a screen of the package;
 * resolves once the screen is drawn (its route's code loaded, its heading on the page).
 */
export async function renderSignedIn(dni: number, initialEntry: string, change?: (profile: UserProfile) => UserProfile) {
  const state = fakeState();
  storeSession(state.signIn(dni));
  const account = state.accountByDni(dni);
  if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
  const profile = state.userProfile(account);
  const user = userEvent.setup();
  const view = renderRouter(profileStage(change ? change(profile) : profile), {
    path: initialEntry,
    wrap: (children) => <ToastProvider>{children}</ToastProvider>,
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user, state, account };
}

/** The toasts on screen, from the notifications region at the bottom left. */
function toasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /Notificaciones/ });
  return region ? within(region).queryAllByRole('listitem') : [];
}

export function toastTexts(): string[] {
  return toasts().map((toast) => toast.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}
