import { deferredPart } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import type { SupportRequestDialogProps } from './support-request-dialog';

/**
 * The support modal (its form, its checks, the toasts it shows) is closed on every first load,
 * so it is not part of the login screen's download: the button fetches it on hover, focus or click. Tests and stories swap the loader with `replaceLoader`.
 */
export const supportDialogPart = deferredPart<ComponentType<SupportRequestDialogProps>>(
  async () => (await import('./support-request-dialog')).SupportRequestDialog,
);
