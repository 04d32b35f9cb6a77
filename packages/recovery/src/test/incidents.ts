import { SUPPORT_REQUEST_FIXED, type SupportRequest } from '@portal/api-client';

/** A support request as the incident service receives it (the fake's `submitIncident`), fixed values included. */
export function incidentFields(request: SupportRequest): Record<string, string> {
  const { telefono_movil, ...rest } = request;
  return {
    ...rest,
    tmovil: telefono_movil,
    ...Object.fromEntries(Object.entries(SUPPORT_REQUEST_FIXED).map(([key, value]) => [key, String(value)])),
  };
}
