export {
  addressChanged,
  type Coordinates,
  initialValues,
  isPlaceholderEmail,
  PLACEHOLDER_EMAIL_MARKER,
  type ProfileFormValues,
  savedCoordinates,
  toProfileUpdate,
  toUserUpdate,
} from './form-values';
export { FOCUS_PARAM, type FocusField, type ProfileDestinations, type ProfilePath, profileFormHref } from './paths';
export { FORM_ERROR_TOAST_ID, ProfileFormScreen, type ProfileFormScreenProps } from './profile-form/profile-form';
export { formatAddress, formatBirthDate, ProfilePage } from './profile-page/profile-page';
export { createProfileRoutes, PROFILE_PATHS, type ProfileRoutesOptions } from './routes';
export {
  type Load,
  type Location,
  type ProfileFormActions,
  type ProfileFormState,
  type ProfileFormStore,
  SAVE_REJECTIONS,
  type SaveOutcome,
  type SaveState,
  useProfileFormStore,
} from './store';
export { STREET_RESULTS_LIMIT, StreetPicker, type StreetPickerProps } from './street-picker/street-picker';
export { findStreet, normalise, searchStreets, streetLabel } from './street-picker/street-search';
export {
  PROFILE_RULES,
  type ValidatedField,
  type ValidationFailure,
  validateProfileForm,
} from './validation';
