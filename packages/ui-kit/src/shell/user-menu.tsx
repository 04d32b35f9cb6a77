import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ShellIcon } from './shell-icon';
import * as styles from './user-menu.css';

/** The signed-in resident as the top bar shows them. */
export type ShellUser = { firstName: string; lastName: string };

export type UserMenuItem = {
  label: string;
  onSelect: () => void;
};

export type UserMenuProps = {
  /** `null` while the profile is not known yet: the menu still works, under 'Mi cuenta'. */
  user: ShellUser | null;
  items: UserMenuItem[];
};

/** What the button reads when there is no name to show. */
export const ACCOUNT_LABEL = 'Mi cuenta';

function fullName(user: ShellUser): string {
  return [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ');
}

/** The first letter of the first name and of the last name, e.g. 'MG' for María González. */
export function initials(user: ShellUser): string {
  return [user.firstName, user.lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase('es-AR');
}

/**
 * The resident's name and avatar opening the account menu: a Radix menu button, so arrow
 * keys, Home/End, type-ahead, Escape and the return of focus behave as the ARIA pattern says.
 */
export function UserMenu({ user, items }: UserMenuProps) {
  const name = user ? fullName(user) : '';
  const letters = user ? initials(user) : '';
  return (
    // Not modal: a modal menu hides the page with aria-hidden while its buttons stay focusable
    // (axe: aria-hidden-focus). Tab or a click outside closes it, as the menu-button pattern says.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        <span className={styles.name}>{name || ACCOUNT_LABEL}</span>
        <span className={styles.avatar} aria-hidden="true">
          {letters || <ShellIcon name="user" className={styles.avatarIcon} />}
        </span>
        <ShellIcon name="chevron-down" className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.label} className={styles.item} onSelect={() => item.onSelect()}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
