import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRecovery } from '../test/portal';
import { stubIdleCallback } from '@portal/vitest-config/idle';
import { holdPart } from '@portal/vitest-config/parts';
import { supportDialogPart } from './load-support-dialog';
import { SUPPORT_LOAD_ERROR } from './support-request-button';
import { SupportRequestDialog } from './support-request-dialog';

const TITLE = 'Problemas para registrarte';

afterEach(() => {
  supportDialogPart.replaceLoader(null);
});

describe("the 'Problemas para registrarte' button: the modal's code comes on demand", () => {
  it('is busy while the modal downloads after a click, then opens it and gets focus back on close', async () => {
    const user = userEvent.setup();
    const download = holdPart(supportDialogPart);
    renderRecovery('/login/');
    const button = await screen.findByRole('button', { name: TITLE });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName(`${TITLE} (abriendo el formulario…)`);
    expect(button).toHaveFocus();
    // A second click while it downloads starts nothing new.
    await user.click(button);
    expect(download.calls).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => download.arrive(SupportRequestDialog));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TITLE })).toHaveFocus();
  });

  it('says in Spanish that it could not open the form, and the next click tries again', async () => {
    const user = userEvent.setup();
    const download = holdPart(supportDialogPart);
    renderRecovery('/login/');
    const button = await screen.findByRole('button', { name: TITLE });

    await user.click(button);
    await act(async () => download.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_LOAD_ERROR);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.queryByText(SUPPORT_LOAD_ERROR)).not.toBeInTheDocument();
    expect(download.calls).toBe(2);
    await act(async () => download.arrive(SupportRequestDialog));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('is not downloaded on every visit: hovering the button asks for it, so the click opens it at once', async () => {
    const idle = stubIdleCallback();
    const user = userEvent.setup();
    const download = holdPart(supportDialogPart);
    renderRecovery('/login/');
    const button = await screen.findByRole('button', { name: TITLE });
    act(() => idle.becomeIdle());
    expect(download.calls).toBe(0);

    await user.hover(button);
    expect(download.calls).toBe(1);
    await act(async () => download.arrive(SupportRequestDialog));

    await user.click(button);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(download.calls).toBe(1);
  });

  it('back online after a failed download, fetches the modal by itself: the next click opens it at once', async () => {
    const user = userEvent.setup();
    const download = holdPart(supportDialogPart);
    renderRecovery('/login/');
    const button = await screen.findByRole('button', { name: TITLE });
    await user.click(button);
    await act(async () => download.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_LOAD_ERROR);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(download.calls).toBe(2);
    await act(async () => download.arrive(SupportRequestDialog));
    await user.click(button);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(download.calls).toBe(2);
  });
});
