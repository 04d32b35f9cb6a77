import { useHref, useLinkClickHandler } from 'react-router';
import { ButtonLink, type ButtonLinkProps } from '../button/button-link';

export type RouterButtonLinkProps = Omit<ButtonLinkProps, 'href' | 'onClick'> & { to: string };

/** A button-styled link that navigates inside the app with react-router (a modifier click still opens a tab). */
export function RouterButtonLink({ to, ...props }: RouterButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <ButtonLink {...props} href={href} onClick={onClick} />;
}
