import { ButtonLink, type ButtonLinkProps } from '@portal/ui-kit';
import { useHref, useLinkClickHandler } from 'react-router';

export type RouterButtonLinkProps = Omit<ButtonLinkProps, 'href' | 'onClick'> & { to: string };

/** A ui-kit button-styled link that navigates inside the portal (modifier clicks still open a tab). */
export function RouterButtonLink({ to, ...props }: RouterButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <ButtonLink {...props} href={href} onClick={onClick} />;
}
