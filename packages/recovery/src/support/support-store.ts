import { SUPPORT_REQUEST_FAILED_MESSAGE, type SupportRequest, sendSupportRequest, toPortalError } from '@portal/api-client';
import { create } from 'zustand';

/** The support request of the login screen's 'Problemas para registrarte' modal. */
type SupportRequestStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; claimNumber: number }
  | { status: 'error'; message: string };

/** What one click on the support form's send button came to; `busy` when a request was already under way. */
type SupportOutcome = { status: 'sent'; claimNumber: number } | { status: 'failed'; message: string } | { status: 'busy' };

export interface SupportStore {
  support: SupportRequestStatus;
  /**
   * `api/solicitud` of the incident service, one at a time: while one is under way another call
   * answers `busy` without sending, so two fast clicks file one request.
   */
  sendSupportRequest: (request: SupportRequest) => Promise<SupportOutcome>;
  /** Back to a fresh state, as after a reload. */
  reset: () => void;
}

/** The support modal's store: downloaded with the modal, never with the login screen. */
export const useSupportStore = create<SupportStore>()((set, get) => ({
  support: { status: 'idle' },

  sendSupportRequest: async (request) => {
    // Checked and set before the first await: a second click in the same tick finds it loading.
    if (get().support.status === 'loading') return { status: 'busy' };
    set({ support: { status: 'loading' } });
    try {
      const claimNumber = await sendSupportRequest(request);
      set({ support: { status: 'success', claimNumber } });
      return { status: 'sent', claimNumber };
    } catch (cause) {
      const error = toPortalError(cause);
      // The server's message when it answered with one; no answer at all gets the support request's own fallback.
      const message = error.status >= 400 && error.message.trim() !== '' ? error.message : SUPPORT_REQUEST_FAILED_MESSAGE;
      set({ support: { status: 'error', message } });
      return { status: 'failed', message };
    }
  },

  reset: () => set({ support: { status: 'idle' } }),
}));
