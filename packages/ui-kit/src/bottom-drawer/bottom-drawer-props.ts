import type { ReactNode } from 'react';

/** What a `BottomDrawer` takes; its Radix side (`./bottom-drawer-content`) takes the same. */
export type BottomDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};
