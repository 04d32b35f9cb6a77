import { RouterButtonLink } from '@portal/ui-kit';

// What the pages of the e-mailed links (`/confirmar-email`, `/cancelar-email`) share.

/** 'IR AL PORTAL': where the portal starts, inside the router. */
export function HomeButton({ to }: { to: string }) {
  return (
    <RouterButtonLink to={to} variant="primary" fullWidth>
      IR AL PORTAL
    </RouterButtonLink>
  );
}
