import { ButtonLink } from '@portal/ui-kit';
import { useHref, useLinkClickHandler } from 'react-router';

// What the pages of the e-mailed links (`/confirmar-email`, `/cancelar-email`) share.

/** 'IR AL PORTAL': where the portal starts, inside the router. */
export function HomeButton({ to }: { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <ButtonLink href={href} onClick={onClick} variant="primary" fullWidth>
      IR AL PORTAL
    </ButtonLink>
  );
}
