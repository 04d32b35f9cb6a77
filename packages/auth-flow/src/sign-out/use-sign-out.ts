import { useCallback } from 'react';
import { useFetcher } from 'react-router';
import { SIGN_OUT_PATH } from '../paths';

/**
 * 'Cerrar sesión' (docs/product.md#sign-out): submits the sign-out route's action. Nothing on the
 * page is read again: the session ends and the page is loaded afresh.
 */
export function useSignOut(): () => void {
  const { submit } = useFetcher();
  return useCallback(() => void submit(null, { method: 'post', action: SIGN_OUT_PATH, defaultShouldRevalidate: false }), [submit]);
}
