export { type CollectedReport, type Collector, createCollector, createCollectorHandlers } from './collector';
export { createHandlers } from './handlers';
export type { ProviderIdentity, SeedAccount } from './seed';
export { DEMO_RESIDENT, LOCATIONS, NEW_RESIDENT, PROVIDER_IDENTITIES, UNREGISTERED_RESIDENTS } from './seed';
export type {
  Account,
  Answer,
  FakeState,
  FakeStateOptions,
  FaultMode,
  IncidentRequest,
  Level,
  Mail,
  ServiceName,
} from './state';
export {
  CHECK_USER_LIMIT,
  COMMON_PASSWORD_MESSAGE,
  createFakeState,
  DAILY_CODE_LIMIT,
  DEFAULT_PORTAL_ORIGIN,
  LOCK_SECONDS,
  MAIL_LIMIT,
  MAIL_WINDOW_SECONDS,
  MAX_FAILURES,
  SERVICE_NAMES,
} from './state';
