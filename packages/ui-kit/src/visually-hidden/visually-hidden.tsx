import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement> & { children?: ReactNode };

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}
