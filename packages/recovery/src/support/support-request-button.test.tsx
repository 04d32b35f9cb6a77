import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRecovery } from '../test/portal';

const TITLE = 'Problemas para registrarte';

describe("the 'Problemas para registrarte' button", () => {
  it('opens the modal at once, gives focus back on close, and keeps the draft when opened again', async () => {
    const user = userEvent.setup();
    renderRecovery('/login/');
    const button = await screen.findByRole('button', { name: TITLE });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: TITLE });
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.type(name, 'Lucía');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía');
  });
});
