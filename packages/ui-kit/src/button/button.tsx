import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { base, fullWidth as fullWidthClass, spinner, variant as variantClass } from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Marks a pending action: announces it, disables the button and shows a small spinner. */
  busy?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** Class names shared by `Button` and `ButtonLink`, so a link can look like a button. */
export function buttonClassName(variant: ButtonVariant, fullWidth: boolean, className?: string): string {
  return [base, variantClass[variant], fullWidth ? fullWidthClass : undefined, className].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  // A form pressed before the page's script runs would be submitted natively (a GET: the fields
  // in the address and the server's log). In server HTML a submit button is disabled until hydrated.
  const hydrated = useHydrated();
  return (
    <button
      {...props}
      ref={ref}
      // A form submit must be asked for, so a stray button never submits its form.
      type={type}
      disabled={disabled || busy || (type === 'submit' && !hydrated)}
      aria-busy={busy || undefined}
      className={buttonClassName(variant, fullWidth, className)}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
