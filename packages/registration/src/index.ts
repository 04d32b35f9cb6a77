export { REGISTRATION_PATHS, type RegistrationDestinations, type RegistrationPath } from './paths';
export type { RegistrationScreenProps } from './registration/registration-screen';
export { createRegistrationRoutes, type RegistrationRoutesOptions } from './routes';
export {
  type DniCheck,
  dniCheckMessage,
  EMPTY_VALUES,
  type RegistrationActions,
  type RegistrationState,
  type RegistrationStore,
  type Submission,
  type SubmitOutcome,
  useRegistrationStore,
} from './store';
export {
  DNI_LENGTH,
  FIRST_NAME_LENGTH,
  PASSWORD_LENGTH,
  REGISTRATION_MESSAGES,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
  validateRegistration,
} from './validation';
