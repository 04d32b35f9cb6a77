export declare const CHROMIUM_SHELL: string;
export declare const CHROMIUM_FLAGS: string[];
