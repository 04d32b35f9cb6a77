import type { RouteObject } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import { createEmailConfirmationRoutes } from '../routes';

/** `/confirmar-email` as the shell has it, beside stand-ins for the pages it leads to. */
export function emailConfirmationStage(): RouteObject[] {
  return [
    ...createEmailConfirmationRoutes({ destinations: { home: '/' } }),
    { path: '/', element: <h1>Inicio (fuera de este paquete)</h1> },
    { path: PROFILE_PATHS.profile, element: <h1>Mi perfil (fuera de esta página)</h1> },
  ];
}
