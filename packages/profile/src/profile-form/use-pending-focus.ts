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

/** Focuses the asked field once it can; answers how to ask for another element by id. */
export function usePendingFocus(coordinates: Coordinates | null): (id: string) => void {
  const [searchParams] = useSearchParams();
  const pendingFocus = useRef<string | null>(focusTarget(searchParams.get(FOCUS_PARAM), coordinates));

  // Focus waits until its field can take it (the street waits for the streets list).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = document.getElementById(target);
    if (element && !(element as HTMLInputElement).disabled) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  return (id: string) => {
    pendingFocus.current = id;
  };
}
