import type { Build, BuildPage, BuildServices } from './pages-manifest.mjs';

export declare function pageLocations(pages: BuildPage[], services: BuildServices, indent?: string): string;
export declare function serverBody(build: Build, root: string): string;
