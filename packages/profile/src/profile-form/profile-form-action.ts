import { type PortalError, residentProfile, toPortalError } from '@portal/api-client';
import { geocodeAddress, updateProfile, updateUser } from '@portal/api-client/calls';
import { EMAIL_MESSAGE } from '@portal/rules';
import { type ActionFunctionArgs, data } from 'react-router';
import { addressChanged, type Coordinates, emailChanges, type ProfileFormValues, toProfileUpdate, toUserUpdate } from '../form-values';

// ACTUALIZAR's save (docs/product.md#saving-the-profile), the form route's action: geocode the
// address (once, and only when it changed or has no coordinates), patch the profile with
// viewed=true, patch the user. The form checks its rules before it submits; this is what the
// services say. Its answer is the router's (the form's fetcher, whose state is the form's only
// 'saving'); a save that changed the profile answers 200, so the router loads the resident's
// profile anew (the shell, /perfil), one that changed nothing answers 400 and nothing is loaded
// again.

/** Where the address's coordinates came from on a save. */
type Location = 'found' | 'kept' | 'not-found';

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

/** What the form submits (JSON). */
export interface SaveRequest {
  values: ProfileFormValues;
  coordinates: Coordinates | null;
}

const SAVE_REJECTIONS = {
  email: EMAIL_MESSAGE,
  dni: 'El DNI no es válido',
} as const;

/** Finds the address on the map; any failure (service down, not found) means no coordinates. */
async function locate(values: ProfileFormValues): Promise<Coordinates | null> {
  try {
    const result = await geocodeAddress({ street: values.street, number: values.height, town: values.town });
    return result ? { lat: result.lat, lon: result.lon } : null;
  } catch {
    return null;
  }
}

/** A save that changed nothing: the router loads nothing again. */
const unchanged = (outcome: SaveOutcome) => data(outcome, { status: 400 });

export async function saveProfileAction({ request, context }: ActionFunctionArgs) {
  const { values, coordinates } = (await request.json()) as SaveRequest;
  const profile = await residentProfile(context);

  let location: Location = 'kept';
  let saveCoordinates = coordinates;
  if (!coordinates || addressChanged(values, profile)) {
    saveCoordinates = await locate(values);
    location = saveCoordinates ? 'found' : 'not-found';
  }

  try {
    await updateProfile(toProfileUpdate(values, profile, saveCoordinates));
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
