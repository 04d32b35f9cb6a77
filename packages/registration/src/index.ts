export { REGISTRATION_PATHS, type RegistrationDestinations, type RegistrationPath } from './paths';
export { createRegistrationRoutes, type RegistrationRoutesOptions } from './routes';
export { type RegistrationState, type RegistrationStore, useRegistrationStore } from './store';
