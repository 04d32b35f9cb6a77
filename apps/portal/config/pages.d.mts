export declare const RENDER: { readonly prerender: 'prerender'; readonly shell: 'shell' };
export type PageRender = (typeof RENDER)[keyof typeof RENDER];

export interface Page {
  /** The route table's pattern of the page's leaf route (`/login`, `/afipredirect/*`, `*`). */
  route: string;
  /** The HTML file, relative to the build's output directory. */
  file: string;
  /** The lazy screens its first screen draws, as `<package>:<file>` (`screenId`). */
  screens: string[];
  render: PageRender;
  /** The address the build renders (and the tests visit) the page at. */
  url: string;
  /** Drawn inside the signed-in layout (`portal:signed-in-layout` among its screens). */
  signedIn: boolean;
  /** Answered without a referrer (the provider returns' one-time code). */
  noReferrer?: boolean;
  /** The page of every address no route draws (status 404). */
  notFound?: boolean;
}

export interface PageAssets {
  entry: string;
  entryImports: string[];
  entryCss: string[];
  /** Each of the page's screens (`Page.screens`) with its own chunk. */
  screens: { id: string; module: string }[];
  screenModules: string[];
  screenCss: string[];
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export declare const PAGES_DIR: string;
export declare const SHELL_FILE: string;
export declare const PAGES: Page[];
export declare function screenId(key: string): string;
export declare function pageAssets(manifest: Record<string, ManifestChunk>, page: Page, base?: string): PageAssets;
