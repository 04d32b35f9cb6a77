import { create } from 'zustand';
import { takeHandoffError } from './pending-handoff';

export interface HandoffState {
  /**
   * The service page's red banner: the last refused hand-off's message, kept in sessionStorage
   * across the reload that follows it and taken from there once, when the store is created.
   */
  serviceLoginError: string | null;
}

/**
 * What the browser alone knows of the hand-off: the banner its refusal leaves for the service
 * page. Never calls a service (the hand-off is `/login/:token`'s action); not persisted beyond the
 * one reload; read by the service page, written by the hand-off's action.
 */
export const useHandoffStore = create<HandoffState>()(() => ({ serviceLoginError: takeHandoffError() }));
