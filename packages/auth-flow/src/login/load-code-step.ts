import { deferredPart } from '@portal/ui-kit';

/**
 * The code step (and ui-kit's CodeInput) shows only after the credentials are accepted, a network
 * round trip after the first screen: its code is fetched when the credentials are sent, when
 * the page is idle, or at the latest when the step is reached. Tests and stories swap the loader
 * with `replaceLoader`.
 */
export const codeStepPart = deferredPart(async () => (await import('./code-step')).CodeStep);
