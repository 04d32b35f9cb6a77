/**
 * Every external address the portal talks to, in one place. Pointing the portal at the real
 * services is a change of this configuration only; the default is the local fake services.
 * Every base address ends with '/'; call paths are relative to it.
 */
export interface ServiceConfig {
  /** The portal's own auth service: sign-in, tokens, registration, profile, locations. */
  auth: string;
  /** The municipal host serving driving licences and claims by DNI. */
  municipal: string;
  /** The public streets API. */
  streets: string;
  /** The incident-reporting service that receives support requests. */
  incidents: string;
  /** The open-map geocoder. */
  geocoder: string;
  /**
   * The city services a signed-in resident is handed off to (`/login/:token`), by token.
   * This allow-list is the only source of hand-off destinations.
   */
  handoff: Readonly<Record<string, string>>;
  /** Links shown on the login screen. */
  links: {
    registrationTutorial: string;
    loginHelp: string;
  };
  /** When an idle session is warned and ended; unset, 15 minutes, warned 2 minutes before. */
  session?: Partial<SessionTimeouts>;
  /** Where the portal and the browser send reports (CSP violations, errors, vitals); unset, nothing is sent. */
  reports?: ReportsConfig;
}

/**
 * The reports collector: one receiver of the W3C Reporting API's format for the browser's CSP
 * reports and the portal's own (CONTRACT.md, "Reports"). Reports go to `reports` under it.
 */
export interface ReportsConfig {
  /** The collector's base address, ending with '/'. */
  collector: string;
  /** The share of page views whose vitals are sent, from 0 to 1; unset, every view. */
  vitalsSampleRate?: number;
}

/** When an idle session ends, and how long before it the resident is warned (inactivity.ts). */
export interface SessionTimeouts {
  /** A session with no activity for this long ends. */
  inactivitySeconds: number;
  /** The warning shows this long before the end. */
  warningSeconds: number;
}

export const FAKE_SERVICES_ORIGIN = 'http://127.0.0.1:4010';

export const fakeServiceConfig: ServiceConfig = {
  auth: `${FAKE_SERVICES_ORIGIN}/auth/`,
  municipal: `${FAKE_SERVICES_ORIGIN}/municipal/`,
  streets: `${FAKE_SERVICES_ORIGIN}/gis/`,
  incidents: `${FAKE_SERVICES_ORIGIN}/incidencias/`,
  geocoder: `${FAKE_SERVICES_ORIGIN}/geocoder/`,
  handoff: {
    habilitaciones: `${FAKE_SERVICES_ORIGIN}/servicios/habilitaciones`,
  },
  links: {
    registrationTutorial: `${FAKE_SERVICES_ORIGIN}/ayuda/tutorial-registro.pdf`,
    loginHelp: `${FAKE_SERVICES_ORIGIN}/ayuda/problemas-de-acceso`,
  },
};

/**
 * The fake services' reports collector: the default of every build (apps/portal/config/services.mjs
 * adds it), kept apart from `fakeServiceConfig` so that a page's first bytes do not carry it (only
 * the reporter, loaded once a page works, reads it). Every page view's vitals: no sample rate.
 */
export const fakeReportsConfig: ReportsConfig = { collector: `${FAKE_SERVICES_ORIGIN}/collector/` };
