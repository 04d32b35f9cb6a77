import { deferredPart } from '@portal/ui-kit';

/**
 * The lock dialog (with ui-kit's Dialog and its fallback) opens only on a 403, a network round
 * trip after the first screen: its code is fetched when the credentials are sent, and at the
 * latest when the lock starts. Until it has arrived the lock box and the announcement
 * (`LockNotice`) already tell the resident. Tests and stories swap the loader with `replaceLoader`.
 */
export const lockDialogPart = deferredPart(async () => (await import('./lock-dialog')).LockDialog);
