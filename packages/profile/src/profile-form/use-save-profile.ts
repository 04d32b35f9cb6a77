import type { SignedInProfile, UserProfile } from '@portal/api-client';
import { useToast } from '@portal/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Coordinates, ProfileFormValues } from '../form-values';
import type { ProfileDestinations } from '../paths';
import { useProfileFormStore } from '../store';
import { type FieldName, fieldId } from './form-fields';

// Saving the form (docs/product.md#saving-the-profile): the submit, its toasts, the field a refusal marks, and
// the way out after a save.

/** The form's error toasts' ids start with this; one is on screen at a time (docs/product.md#profile-form-rules). */
export const FORM_ERROR_TOAST_ID = 'profile-form-error';

interface SaveInput {
  values: ProfileFormValues;
  profile: UserProfile;
  coordinates: Coordinates | null;
  reloadProfile: SignedInProfile['reload'];
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

export function useSaveProfile({ values, profile, coordinates, reloadProfile, markInvalid, destinations }: SaveInput) {
  const save = useProfileFormStore((state) => state.save);
  const saveProfile = useProfileFormStore((state) => state.saveProfile);
  const toast = useToast();
  const navigate = useNavigate();
  // Set once the form has saved and is on its way out: a late click must not save again.
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leavingRef.current) return;
    const outcome = await saveProfile(values, profile, coordinates);
    if (outcome.kind === 'saved' || outcome.kind === 'rejected') {
      leavingRef.current = true;
      setLeaving(true);
    }
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'invalid':
        showFieldError(outcome.failure.field, outcome.failure.message);
        return;
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
        void reloadProfile();
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
        // The shell and /perfil show the new data.
        void reloadProfile();
        return;
    }
  }

  const saving = save.status === 'saving' || leaving;
  const savingText =
    save.status === 'saving'
      ? save.step === 'geocoding'
        ? 'Ubicando tu dirección en el mapa...'
        : 'Guardando tus datos...'
      : '';

  return { onSubmit, saving, savingText };
}
