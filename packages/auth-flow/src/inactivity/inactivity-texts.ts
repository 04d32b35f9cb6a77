import { spokenDuration } from './durations';

/** The words of the inactivity warning, and of the login screen after an idle session ended. */
export const INACTIVITY_TEXTS = {
  title: '¿Seguís ahí?',
  stay: 'Seguir conectado',
  signOut: 'Cerrar sesión',
  /** On the login screen, after the session was ended for inactivity. */
  closed: (inactivitySeconds: number) =>
    `Cerramos tu sesión porque pasaron ${spokenDuration(inactivitySeconds)} sin actividad. Ingresá de nuevo para continuar.`,
} as const;
