import type { UserProfile } from '@portal/api-client';
import { useToast } from '@portal/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { Coordinates, ProfileFormValues } from '../form-values';
import { PROFILE_PATHS, type ProfileDestinations } from '../paths';
import { validateProfileForm } from '../validation';
import { type FieldName, fieldId } from './form-fields';
import type { SaveOutcome, SaveRequest } from './profile-form-action';

// Saving the form (docs/product.md#saving-the-profile): the rules checked, the submit to the form
// route's action (profile-form-action.ts), its toasts, the field a refusal marks, and the way out
// after a save. A save that changed the profile makes the router load it anew (the shell, /perfil).
// 'Saving' is the fetcher's state (and then the way out after a save): the router has no progress
// for an action under way, so the form says it is saving, not which call the save is on.

/** The form's error toasts' ids start with this; one is on screen at a time (docs/product.md#profile-form-rules). */
export const FORM_ERROR_TOAST_ID = 'profile-form-error';

interface SaveInput {
  values: ProfileFormValues;
  profile: UserProfile;
  coordinates: Coordinates | null;
  markInvalid: (field: FieldName, message: string) => void;
  destinations: ProfileDestinations;
}

/** What the success toast adds: a save without coordinates, a new e-mail waiting for its link. */
function savedNotes(location: string, pendingEmail: string | null, currentEmail: string): string | undefined {
  const notes: string[] = [];
  if (location === 'not-found') notes.push('No pudimos ubicar tu dirección en el mapa: la guardamos sin coordenadas.');
  if (pendingEmail) {
    notes.push(
      `Te enviamos un enlace a ${pendingEmail} para confirmar tu nuevo e-mail. Hasta que lo abras, seguimos usando ${currentEmail}.`,
    );
  }
  return notes.length > 0 ? notes.join(' ') : undefined;
}

export function useSaveProfile({ values, profile, coordinates, markInvalid, destinations }: SaveInput) {
  const fetcher = useFetcher<SaveOutcome>();
  const toast = useToast();
  const navigate = useNavigate();
  // Set once the form has saved and is on its way out: a late click must not save again.
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  // One save per click, however fast the clicks come: set on submit, until its answer is handled.
  const submitted = useRef(false);
  const errorToastId = useRef<string | null>(null);
  const errorCount = useRef(0);

  function showToastError(title: string, description: string) {
    // Never two at once: the message on screen closes as the new one opens. Each message gets
    // its own id (and so its full time on screen); a closed toast's id is not shown again.
    if (errorToastId.current) toast.dismiss(errorToastId.current);
    errorCount.current += 1;
    errorToastId.current = `${FORM_ERROR_TOAST_ID}-${errorCount.current}`;
    toast.show({ id: errorToastId.current, title, description, variant: 'error' });
  }

  /** A rule of docs/product.md#profile-form-rules, or the service's e-mail or DNI refusal: toast, mark and focus. */
  function showFieldError(field: FieldName, message: string) {
    showToastError('Error', message);
    markInvalid(field, message);
    document.getElementById(fieldId(field))?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leavingRef.current || submitted.current) return;
    // The rules first: nothing is sent while one fails.
    const failure = validateProfileForm(values);
    if (failure) {
      showFieldError(failure.field, failure.message);
      return;
    }
    submitted.current = true;
    const request: SaveRequest = { values, coordinates };
    void fetcher.submit(request as unknown as Parameters<typeof fetcher.submit>[0], {
      method: 'post',
      encType: 'application/json',
      action: PROFILE_PATHS.form,
    });
  }

  /** What the service's answer comes to on screen. */
  function answered(outcome: SaveOutcome) {
    if (outcome.kind === 'saved' || outcome.kind === 'rejected') {
      leavingRef.current = true;
      setLeaving(true);
    }
    switch (outcome.kind) {
      case 'rejected-field':
        showFieldError(outcome.field, outcome.message);
        return;
      case 'failed':
        showToastError('No pudimos guardar tus datos', outcome.error.message);
        return;
      case 'rejected':
        // docs/product.md#saving-the-profile: any other 400 of the user save goes to the desktop.
        if (errorToastId.current) toast.dismiss(errorToastId.current);
        toast.show({
          id: `${FORM_ERROR_TOAST_ID}-rechazo`,
          title: 'No pudimos guardar todos tus datos',
          description: outcome.error.message,
          variant: 'error',
        });
        navigate(destinations.afterRejection);
        return;
      case 'saved':
        if (errorToastId.current) toast.dismiss(errorToastId.current);
        toast.show({
          id: 'profile-form-saved',
          title: 'Tus datos se actualizaron',
          description: savedNotes(outcome.location, outcome.pendingEmail, profile.email),
          variant: outcome.location === 'not-found' || outcome.pendingEmail ? 'info' : 'success',
        });
        navigate(destinations.afterSave);
        return;
    }
  }

  // The fetcher's answer, once, when the save (and the profile it reloads) is done.
  const answer = useRef(answered);
  answer.current = answered;
  const handled = useRef<SaveOutcome | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    submitted.current = false;
    answer.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const saving = fetcher.state !== 'idle' || leaving;
  // While the action runs; once it has answered, the toast says how it went.
  const savingText = fetcher.state === 'submitting' ? 'Guardando tus datos...' : '';

  return { onSubmit, saving, savingText };
}
