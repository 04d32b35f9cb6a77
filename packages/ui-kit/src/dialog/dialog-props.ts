import type { ReactNode } from 'react';

/** What a `Dialog` takes; its Radix side (`./dialog-content`) takes the same. */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, aligned at the end under the content. */
  footer?: ReactNode;
  /** `alertdialog` for messages that need an answer: a click outside does not close it. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  hideClose?: boolean;
};
