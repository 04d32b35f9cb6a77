import type { Options } from 'tsup';
export declare function libraryConfig(overrides?: Options): Options;
export declare const MODULE_ENTRIES: string[];
