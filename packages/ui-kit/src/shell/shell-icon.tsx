import type { ReactNode } from 'react';
import * as styles from './shell-icon.css';

/** The icons a navigation entry can carry; named by what they draw, not by the portal's pages. */
export type NavIconName = 'home' | 'calendar' | 'document' | 'clock' | 'id-card' | 'chat';

type IconName = NavIconName | 'menu' | 'chevron-down' | 'user';

// Simple 24×24 stroke drawings: they take the colour of the text beside them.
const paths: Record<IconName, ReactNode> = {
  home: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  document: (
    <>
      <path d="M6 3h8l5 5v13H6z" />
      <path d="M14 3v5h5M9 13h7M9 17h7" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  'id-card': (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="11" r="2" />
      <path d="M5 16c1-2 5-2 6 0M14 10h5M14 14h4" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
    </>
  ),
};

/** A decorative icon: the text or the label of what it sits in names it. */
export function ShellIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
    >
      {paths[name]}
    </svg>
  );
}
