/** The routes this package owns (docs/product.md#routes). */
export const PROFILE_PATHS = {
  profile: '/perfil',
  form: '/profileform',
  /** The page of the link mailed to a new e-mail address (`/confirmar-email?token=`), open to anyone. */
  confirmEmail: '/confirmar-email',
  /** The page of the link mailed to the old address, which cancels the change (`/cancelar-email?token=`), open to anyone. */
  cancelEmail: '/cancelar-email',
  /** The page of the link mailed to the replaced address once a change is confirmed, which undoes it (`/deshacer-email?token=`), open to anyone. */
  undoEmail: '/deshacer-email',
} as const;

export type ProfilePath = (typeof PROFILE_PATHS)[keyof typeof PROFILE_PATHS];

/**
 * Where the form goes after a save (docs/product.md#saving-the-profile), and after a 400 it cannot explain: pages of
 * other packages, so the shell hands them in (`createProfileRoutes({ destinations })`).
 */
export interface ProfileDestinations {
  /** After a save (`/`, which sends a signed-in resident to the desktop). */
  afterSave: string;
  /** After any other 400 of the user save (the desktop). */
  afterRejection: string;
  /** Loaded afresh once every session has ended (`/`, the login, which says why). */
  afterSignOut: string;
}

/**
 * Where the e-mailed links' pages (`/confirmar-email`, `/cancelar-email`, `/deshacer-email`) lead: pages of other
 * packages, so the shell hands them in (`createEmailConfirmationRoutes({ destinations })`).
 */
export interface EmailConfirmationDestinations {
  /** Where its buttons lead: where the portal starts (`/`: the login, or the desktop for a signed-in resident). */
  home: string;
  /** The password recovery screen, which the cancel page advises after a change nobody asked for. */
  forgotPassword: string;
}

/** The field the form focuses when the profile page sends the resident to it. */
export type FocusField = 'datos' | 'direccion' | 'celular' | 'email';

/** The query parameter that names the field to focus: `/profileform?campo=direccion`. */
export const FOCUS_PARAM = 'campo';

export function profileFormHref(field: FocusField): string {
  return `${PROFILE_PATHS.form}?${FOCUS_PARAM}=${field}`;
}
