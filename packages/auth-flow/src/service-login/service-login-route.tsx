import { useSession } from '@portal/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HandoffScreen } from '../handoff/handoff-screen';
import type { AuthDestinations } from '../paths';
import { ServiceLoginScreen } from './service-login-screen';

export { handoffAction } from '../handoff/handoff-action';

export interface ServiceLoginRouteProps {
  /** Where the hand-off's 'Ir al Escritorio' leads: the desktop. */
  destinations: Pick<AuthDestinations, 'signedInHome'>;
  footer?: ReactNode;
}

/** `/login/:token`: the service page for a visitor, the hand-off (the route's action) for a signed-in resident. */
export function ServiceLoginRoute({ destinations, footer }: ServiceLoginRouteProps) {
  const { token = '' } = useParams();
  const signedIn = useSession((s) => s.signedIn);
  // Keyed by the service: another service's address is another hand-off.
  return signedIn ? (
    <HandoffScreen key={token} service={token} destinations={destinations} />
  ) : (
    <ServiceLoginScreen service={token} footer={footer} />
  );
}
