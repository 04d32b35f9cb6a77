import type { ServiceConfig } from '../config';

// A module of its own: only the reporter (loaded once a page works) and the build's tooling read
// it, so it stays out of the bytes a page needs first.

/** The address reports are sent to (the CSP's `report-uri` and `report-to` too), or null when reporting is off. */
export function reportsEndpoint(config: Pick<ServiceConfig, 'reports'>): string | null {
  return config.reports ? new URL('reports', config.reports.collector).href : null;
}
