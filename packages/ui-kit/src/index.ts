// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
// The font and the base styles travel in `@portal/ui-kit/style.css` with the components, and so
// do the status pages' styles, whose class names are `@portal/ui-kit/status-page-styles`.
import './global/kanit.css';
import './global/global.css';
import './status-page/status-page.css';

export type { BannerProps, BannerVariant } from './banner/banner';
export { Banner } from './banner/banner';
export type { BottomDrawerProps } from './bottom-drawer/bottom-drawer';
export { BottomDrawer } from './bottom-drawer/bottom-drawer';
export type { ButtonProps, ButtonVariant } from './button/button';
export { Button } from './button/button';
export type { ButtonLinkProps } from './button/button-link';
export { ButtonLink } from './button/button-link';
export type { CardProps } from './card/card';
export { Card } from './card/card';
export type { CarouselProps } from './carousel/carousel';
export { Carousel } from './carousel/carousel';
export type { CodeInputProps } from './code-input/code-input';
export { CodeInput } from './code-input/code-input';
export type { DialogProps } from './dialog/dialog';
export { Dialog } from './dialog/dialog';
export type { DividerProps } from './divider/divider';
export { Divider } from './divider/divider';
export { useHydrated } from './hydration/use-hydrated';
export { KANIT_ATTRIBUTE } from './global/kanit-attribute';
export { showKanit, useKanit } from './global/use-kanit';
export type { LogoProps } from './logo/logo';
export { Logo, MunicipalityLogo } from './logo/logo';
export {
  ChunkTimeoutError,
  isDownloadFailure,
  LAZY_CHUNK_TIMEOUT_MS,
  OfflineDownloadError,
  type PageHandle,
  routeCode,
} from './route-code/route-code';
export type { PasswordFieldProps } from './password-field/password-field';
export { PasswordField } from './password-field/password-field';
export { STYLE_NONCE_PLACEHOLDER, styleNonce } from './security/style-nonce';
export type { SelectOption, SelectProps } from './select/select';
export { Select } from './select/select';
export type { AppShellProps } from './shell/app-shell';
export { AppShell, CLOSE_MENU_LABEL, OPEN_MENU_LABEL, SKIP_LINK_LABEL } from './shell/app-shell';
export type { NavIconName } from './shell/shell-icon';
export type { NavEntry, NavLinkProps, RenderNavLink, SideNavProps } from './shell/side-nav';
export { COMING_SOON, isCurrentEntry, SideNav } from './shell/side-nav';
export type { ShellUser, UserMenuItem, UserMenuProps } from './shell/user-menu';
export { ACCOUNT_LABEL, initials, UserMenu } from './shell/user-menu';
export type { SpinnerProps, SpinnerSize } from './spinner/spinner';
export { Spinner } from './spinner/spinner';
export type { SplashProps } from './splash/splash';
export { Splash } from './splash/splash';
export type { NewPassword, NewPasswordErrors, NewPasswordFieldsProps } from './new-password-fields/new-password-fields';
export { NewPasswordFields, useNewPassword } from './new-password-fields/new-password-fields';
export type { RouterButtonLinkProps } from './status-page/router-button-link';
export { RouterButtonLink } from './status-page/router-button-link';
export type { Arrival } from './status-page/use-arrival';
export { useArrival } from './status-page/use-arrival';
export { useSubmitOnce } from './submit-once/use-submit-once';
export type { TextFieldProps } from './text-field/text-field';
export { TextField } from './text-field/text-field';
export { mediumUp, vars } from './theme.css';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastVariant } from './toast/toast';
export { ToastProvider, useToast } from './toast/toast';
export type { PageLayoutProps, PageLayoutVariant } from './page-layout/page-layout';
export { PageLayout } from './page-layout/page-layout';
export { PageTitle, PageTitlesAsElements } from './page-title/page-title';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
