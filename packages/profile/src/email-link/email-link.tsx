import { ButtonLink } from '@portal/ui-kit';
import { useHref, useLinkClickHandler } from 'react-router';

// What the pages of the e-mailed links (`/confirmar-email`, `/cancelar-email`) share.

/** The `token` of the link's query, repeated ones joined so that they are refused as malformed. */
export function linkToken(search: string): string | null {
  const tokens = new URLSearchParams(search).getAll('token');
  return tokens.length === 0 ? null : tokens.join('&');
}

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
