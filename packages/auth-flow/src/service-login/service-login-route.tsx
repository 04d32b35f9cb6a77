import { useSession } from '@portal/api-client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { HandoffScreen } from '../handoff/handoff-screen';
import type { HandoffOptions } from '../handoff/handoff-store';
import type { AuthDestinations } from '../paths';
import { ServiceLoginScreen } from './service-login-screen';

export interface ServiceLoginRouteProps {
  /** Where the hand-off's 'Ir al Escritorio' leads: the desktop. */
  destinations: Pick<AuthDestinations, 'signedInHome'>;
  footer?: ReactNode;
  /** How the hand-off leaves the page (default: the real browser). */
  handoff?: HandoffOptions;
}

/** `/login/:token`: the service page for a visitor, the hand-off for a signed-in resident. */
export function ServiceLoginRoute({ destinations, footer, handoff }: ServiceLoginRouteProps) {
  const { token = '' } = useParams();
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? (
    <HandoffScreen service={token} destinations={destinations} leave={handoff?.leave} reload={handoff?.reload} />
  ) : (
    <ServiceLoginScreen service={token} footer={footer} />
  );
}
