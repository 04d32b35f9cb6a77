import type { PortalError } from '@portal/api-client';

/**
 * A failure worth trying again: no answer (a dropped line, a time-out: status 0) or the service
 * failing (a 5xx). A 4xx is the service refusing what was sent (a used link, a refused token), and
 * an answer outside the contract is not a passing trouble either: the same request would fare alike.
 */
export function isRetryable(error: PortalError): boolean {
  return error.status === 0 || error.status >= 500;
}
