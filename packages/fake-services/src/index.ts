export { createHandlers } from './handlers';
export { DEMO_RESIDENT, LOCATIONS, NEW_RESIDENT } from './seed';
export type { SeedAccount } from './seed';
export {
  COMMON_PASSWORD_MESSAGE,
  createFakeState,
  DEFAULT_PORTAL_ORIGIN,
  LOCK_SECONDS,
  MAIL_LIMIT,
  MAIL_WINDOW_SECONDS,
  MAX_FAILURES,
  SERVICE_NAMES,
} from './state';
export type {
  Account,
  Answer,
  FakeState,
  FakeStateOptions,
  FaultMode,
  IncidentRequest,
  Mail,
  ServiceName,
} from './state';
