import { DEMO_RESIDENT } from '@portal/fake-services';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../store';
import { lastCodeFor } from '../test/mailbox';
import { stubIdleCallback } from '@portal/vitest-config/idle';
import { holdPart } from '../test/parts';
import { countRequests, renderAuthFlow } from '../test/portal';
import { CodeStep } from './code-step';
import { CODE_STEP_TEXTS } from './deferred-code-step';
import { codeStepPart } from './load-code-step';

type User = ReturnType<typeof userEvent.setup>;

async function enterCredentials(user: User) {
  await user.type(await screen.findByLabelText('DNI o e-mail'), DEMO_RESIDENT.email);
  await user.type(screen.getByLabelText('Contraseña'), DEMO_RESIDENT.password);
  await user.click(screen.getByRole('button', { name: 'INGRESAR' }));
}

afterEach(() => {
  codeStepPart.replaceLoader(null);
});

describe('the code step: its code comes on demand', () => {
  it('starts downloading with the credentials, shows a status until it arrives, then the boxes', async () => {
    const user = userEvent.setup();
    const download = holdPart(codeStepPart);
    renderAuthFlow('/login/');
    const logins = countRequests('/login/');

    await enterCredentials(user);
    // Asked for alongside the request, not after its answer.
    expect(download.calls).toBe(1);
    expect((await screen.findByText(CODE_STEP_TEXTS.loading)).closest('[role="status"]')).not.toBeNull();
    expect(useAuthStore.getState().step).toBe('code');

    await act(async () => download.arrive(CodeStep));
    const group = await screen.findByRole('group', { name: 'Código de verificación' });
    expect(within(group).getByLabelText('Dígito 1 de 4')).toHaveFocus();
    await user.keyboard(lastCodeFor(DEMO_RESIDENT.email));
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeInTheDocument();
    expect(logins.count).toBe(1);
    expect(download.calls).toBe(1);
    logins.stop();
  });

  it('offers Reintentar when the download fails, keeping the username and the step', async () => {
    const user = userEvent.setup();
    const download = holdPart(codeStepPart);
    renderAuthFlow('/login/');

    await enterCredentials(user);
    await screen.findByText(CODE_STEP_TEXTS.loading);
    await act(async () => download.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_STEP_TEXTS.failed);
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', username: DEMO_RESIDENT.email, lockedUntil: null });

    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.retry }));
    expect(download.calls).toBe(2);
    expect(screen.getByText(CODE_STEP_TEXTS.loading)).toBeInTheDocument();
    // Failing again: focus goes to the new 'Reintentar', not to the page.
    await act(async () => download.fail());
    expect(await screen.findByRole('button', { name: CODE_STEP_TEXTS.retry })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: CODE_STEP_TEXTS.retry }));
    await act(async () => download.arrive(CodeStep));
    expect(await screen.findByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', username: DEMO_RESIDENT.email });
  });

  it("goes back to the credentials from the failed download with 'Volver', keeping the username", async () => {
    const user = userEvent.setup();
    const download = holdPart(codeStepPart);
    renderAuthFlow('/login/');
    await enterCredentials(user);
    await screen.findByText(CODE_STEP_TEXTS.loading);
    await act(async () => download.fail());

    await user.click(await screen.findByRole('button', { name: CODE_STEP_TEXTS.back }));
    expect(screen.getByLabelText('DNI o e-mail')).toHaveValue(DEMO_RESIDENT.email);
  });

  it('downloads the step once the page is idle, before any credentials', async () => {
    const idle = stubIdleCallback();
    const download = holdPart(codeStepPart);
    renderAuthFlow('/login/');
    await screen.findByLabelText('DNI o e-mail');
    expect(download.calls).toBe(0);
    expect(idle.requested).toBe(true);

    act(() => idle.becomeIdle());
    expect(download.calls).toBe(1);
  });
});
