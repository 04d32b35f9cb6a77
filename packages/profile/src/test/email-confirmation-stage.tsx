import type { RouteObject } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import { createEmailConfirmationRoutes } from '../routes';

/** `/confirmar-email` and `/cancelar-email` as the shell has them, beside stand-ins for the pages they lead to. */
export function emailConfirmationStage(): RouteObject[] {
  return [
    ...createEmailConfirmationRoutes({ destinations: { home: '/', forgotPassword: '/forgotpassword' } }),
    { path: '/', element: <h1>Inicio (fuera de este paquete)</h1> },
    { path: '/forgotpassword', element: <h1>Recuperar contraseña (fuera de este paquete)</h1> },
    { path: PROFILE_PATHS.profile, element: <h1>Mi perfil (fuera de esta página)</h1> },
  ];
}
