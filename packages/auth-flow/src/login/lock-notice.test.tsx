import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_SECONDS, useAuthStore } from '../store';
import { holdPart } from '@portal/vitest-config/parts';
import { renderAuthFlow } from '../test/portal';
import { lockDialogPart } from './load-lock-dialog';
import { LockDialog } from './lock-dialog';

function lockNow() {
  useAuthStore.setState({ lockedUntil: Date.now() + LOCK_SECONDS * 1000, lockDialogOpen: true });
}

afterEach(() => {
  lockDialogPart.replaceLoader(null);
});

describe('the lock dialog: its code comes on demand', () => {
  it('shows the lock box at once and opens the dialog when its code arrives', async () => {
    const download = holdPart(lockDialogPart);
    lockNow();
    renderAuthFlow('/login/');

    expect(await screen.findByText('Cuenta bloqueada temporalmente')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(download.calls).toBe(1));

    await act(async () => download.arrive(LockDialog));
    expect(await screen.findByRole('alertdialog', { name: 'Cuenta bloqueada temporalmente' })).toBeInTheDocument();
  });

  it('keeps the lock box when the download fails', async () => {
    const download = holdPart(lockDialogPart);
    lockNow();
    renderAuthFlow('/login/');
    expect(await screen.findByText('Cuenta bloqueada temporalmente')).toBeInTheDocument();

    await act(async () => download.fail());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Cuenta bloqueada temporalmente')).toBeInTheDocument();
    expect((screen.getByLabelText('DNI o e-mail') as HTMLInputElement).disabled).toBe(true);
  });
});
