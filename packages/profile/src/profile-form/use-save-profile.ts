import type { UserProfile } from '@portal/api-client';
import { useToast } from '@portal/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { type Coordinates, needsLocating, type ProfileFormValues } from '../form-values';
import { isLocateQuery, type Located, locateQuery } from '../loaders';
import { PROFILE_PATHS, type ProfileDestinations } from '../paths';
import { validateProfileForm } from '../validation';
import { type FieldName, fieldId } from './form-fields';
import type { Location, SaveOutcome, SaveRequest } from './profile-form-action';

// Saving the form (docs/product.md#saving-the-profile): the rules checked, the submit to the form
// route's action (profile-form-action.ts), its toasts, the field a refusal marks, and the way out
// after a save. A save that changed the profile makes the router load it anew (the shell, /perfil).
// A click is one save in up to two steps of one fetcher, so the form can say which one it is on
// (the router has no progress for an action under way): an address to find on the map first goes
// to the route's loader (a GET: 'Ubicando tu dirección en el mapa...'), whose answer the save
// then carries to the route's action ('Guardando tus datos...').

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

const isLocated = (answer: SaveOutcome | Located | undefined): answer is Located => answer?.kind === 'located';

export function useSaveProfile({ values, profile, coordinates, markInvalid, destinations }: SaveInput) {
  const fetcher = useFetcher<SaveOutcome | Located>();
  const toast = useToast();
  const navigate = useNavigate();
  // Set once the form has saved and is on its way out: a late click must not save again.
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  // One save per click, however fast the clicks come: set on submit, until its answer is handled.
  const submitted = useRef(false);
  // The values the click saves: what is typed while the address is being found waits for the next click.
  const clicked = useRef(values);
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
    clicked.current = values;
    if (needsLocating(values, profile, coordinates)) {
      void fetcher.submit(locateQuery(values), { method: 'get', action: PROFILE_PATHS.form });
    } else {
      save(coordinates, 'kept');
    }
  }

  /** The save's last step: the clicked values, with the coordinates the address has or was found at. */
  function save(saveCoordinates: Coordinates | null, location: Location) {
    const request: SaveRequest = { values: clicked.current, coordinates: saveCoordinates, location };
    void fetcher.submit(request as unknown as Parameters<typeof fetcher.submit>[0], {
      method: 'post',
      encType: 'application/json',
      action: PROFILE_PATHS.form,
    });
  }

  /** What an answer comes to: the address found (or not), then saved; or the save's outcome on screen. */
  function answered(outcome: SaveOutcome | Located) {
    if (isLocated(outcome)) {
      // The same click's save goes on: the address's answer is the second step's input.
      save(outcome.coordinates, outcome.coordinates ? 'found' : 'not-found');
      return;
    }
    submitted.current = false;
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

  // Each of the fetcher's answers, once, when its step (and the profile a save reloads) is done.
  const answer = useRef(answered);
  answer.current = answered;
  const handled = useRef<SaveOutcome | Located | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    answer.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const locating = fetcher.state === 'loading' && isLocateQuery(fetcher.formData);
  // Found, and the save about to be submitted: the router marks it a step later.
  const savingNext = fetcher.state === 'idle' && isLocated(fetcher.data);
  const saving = fetcher.state !== 'idle' || savingNext || leaving;
  // While a step runs; once the save has answered, the toast says how it went.
  const savingText = locating
    ? 'Ubicando tu dirección en el mapa...'
    : fetcher.state === 'submitting' || savingNext
      ? 'Guardando tus datos...'
      : '';

  return { onSubmit, saving, savingText };
}
