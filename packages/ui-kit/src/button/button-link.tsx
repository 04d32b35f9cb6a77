import type { AnchorHTMLAttributes, Ref } from 'react';
import { type ButtonVariant, buttonClassName } from './button';

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain navigation (a provider login, a PDF) that looks like a button. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ref, ...props }: ButtonLinkProps) {
  return <a {...props} ref={ref} className={buttonClassName(variant, fullWidth, className)} />;
}
