import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';

const AsElement = createContext(false);

/**
 * Where a page is rendered to HTML ahead of time (the portal's prerender): each `PageTitle` is
 * a `<title>` element there, which the page's `<head>` carries.
 */
export function PageTitlesAsElements({ children }: { children: ReactNode }) {
  return <AsElement value>{children}</AsElement>;
}

/**
 * A screen's title. In the browser it is written into the document's one `<title>` as the
 * screen appears; it stays there until the next screen writes its own, so the head is never
 * without a title (React's own `<title>` is removed with its screen, before a lazy next screen
 * has arrived) and never holds two (beside the one the page arrived with).
 */
export function PageTitle({ children }: { children: string }) {
  const asElement = useContext(AsElement);
  useLayoutEffect(() => {
    document.title = children;
  }, [children]);
  return asElement ? <title>{children}</title> : null;
}
