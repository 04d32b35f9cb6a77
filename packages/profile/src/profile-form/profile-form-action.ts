import { type PortalError, residentProfile, toPortalError } from '@portal/api-client';
import { updateProfile, updateUser } from '@portal/api-client/calls';
import { EMAIL_MESSAGE } from '@portal/rules';
import { type ActionFunctionArgs, data } from 'react-router';
import { type Coordinates, emailChanges, type ProfileFormValues, toProfileUpdate, toUserUpdate } from '../form-values';

// ACTUALIZAR's save (docs/product.md#saving-the-profile), the form route's action: patch the
// profile with viewed=true and the coordinates, patch the user. The address was found on the map
// just before, when it had to be (once, and only when it changed or has no coordinates), by the
// same fetcher's first step (the route's loader, loaders.ts): the router has no progress for an
// action under way, so the two steps are what lets the form say which one the save is on. The
// form checks its rules before it submits; this is what the services say. Its answer is the
// router's (the form's fetcher); a save that changed the profile answers 200, so the router loads
// the resident's profile anew (the shell, /perfil), one that changed nothing answers 400 and
// nothing is loaded again.

/** Where the address's coordinates came from on a save. */
export type Location = 'found' | 'kept' | 'not-found';

/** What ACTUALIZAR came to; the form turns it into a toast or a navigation. */
export type SaveOutcome =
  /** `pendingEmail`: a new e-mail waiting for its mailed link (docs/product.md#changing-the-e-mail). */
  | { kind: 'saved'; location: Location; pendingEmail: string | null }
  /**
   * A 400 on the user save that names the e-mail or the DNI (docs/product.md#saving-the-profile),
   * or the current password a new e-mail needs (the service's own message).
   */
  | { kind: 'rejected-field'; field: 'email' | 'dni' | 'current_password'; message: string }
  /** Any other 400 of the user save: the resident goes to /dashboard (docs/product.md#saving-the-profile). */
  | { kind: 'rejected'; error: PortalError }
  | { kind: 'failed'; error: PortalError };

/** What the form submits (JSON): the values, and the coordinates as its first step left them. */
export interface SaveRequest {
  values: ProfileFormValues;
  coordinates: Coordinates | null;
  location: Location;
}

const SAVE_REJECTIONS = {
  email: EMAIL_MESSAGE,
  dni: 'El DNI no es válido',
} as const;

/** A save that changed nothing: the router loads nothing again. */
const unchanged = (outcome: SaveOutcome) => data(outcome, { status: 400 });

export async function saveProfileAction({ request, context }: ActionFunctionArgs) {
  const { values, coordinates, location } = (await request.json()) as SaveRequest;
  const profile = await residentProfile(context);

  try {
    await updateProfile(toProfileUpdate(values, profile, coordinates));
  } catch (caught) {
    return unchanged({ kind: 'failed', error: toPortalError(caught) });
  }
  let pendingEmail: string | null = null;
  try {
    const saved = await updateUser(toUserUpdate(values, profile));
    if (emailChanges(values, profile)) pendingEmail = saved.pending_email ?? null;
  } catch (caught) {
    // Only the user save's answers route (docs/product.md#saving-the-profile).
    const error = toPortalError(caught);
    if (error.status !== 400) return unchanged({ kind: 'failed', error });
    if (error.fieldErrors?.email) return unchanged({ kind: 'rejected-field', field: 'email', message: SAVE_REJECTIONS.email });
    if (error.fieldErrors?.dni) return unchanged({ kind: 'rejected-field', field: 'dni', message: SAVE_REJECTIONS.dni });
    const password = error.fieldErrors?.current_password?.[0];
    if (password) return unchanged({ kind: 'rejected-field', field: 'current_password', message: password });
    // The profile part was saved: the router loads it anew as the resident leaves.
    return { kind: 'rejected', error } satisfies SaveOutcome;
  }
  return { kind: 'saved', location, pendingEmail } satisfies SaveOutcome;
}
