import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Coordinates } from '../form-values';
import { FOCUS_PARAM, type FocusField } from '../paths';
import { CHANGE_ADDRESS_ID, fieldId } from './form-fields';

// Focus the form owes: the field a link from /perfil asks for, or the street after "Cambiar
// dirección". It waits until its field can take it.

/** The element a link from /perfil asks to focus (docs/product.md#profile-page: the matching field is focused). */
function focusTarget(field: string | null, coordinates: Coordinates | null): string | null {
  switch (field as FocusField | null) {
    case 'datos':
      return fieldId('first_name');
    case 'direccion':
      return coordinates ? CHANGE_ADDRESS_ID : fieldId('street');
    case 'celular':
      return fieldId('phone_prefix');
    case 'email':
      return fieldId('email');
    default:
      return null;
  }
}

/** How the form asks for focus: `request` names the element to focus once it can take it; `attempt` tries now. */
export interface PendingFocus {
  request: (id: string) => void;
  /**
   * Tries the focus owed. The form tries after each of its renders; a part that enables a field on
   * its own (the streets arriving inside their Suspense boundary draw only that part) tries too.
   */
  attempt: () => void;
}

/** Focuses the asked field once it can. */
export function usePendingFocus(coordinates: Coordinates | null): PendingFocus {
  const [searchParams] = useSearchParams();
  const pendingFocus = useRef<string | null>(focusTarget(searchParams.get(FOCUS_PARAM), coordinates));

  function attempt() {
    const target = pendingFocus.current;
    if (!target) return;
    // The resident went to another field meanwhile: what they type is not taken away from them.
    const active = document.activeElement;
    if (active && active !== document.body) {
      pendingFocus.current = null;
      return;
    }
    const element = document.getElementById(target);
    if (element && !(element as HTMLInputElement).disabled) {
      element.focus();
      pendingFocus.current = null;
    }
  }

  // Focus waits until its field can take it (the street waits for the streets list).
  useEffect(attempt);

  return {
    request: (id: string) => {
      pendingFocus.current = id;
    },
    attempt,
  };
}
