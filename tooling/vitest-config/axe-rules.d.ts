export declare const WCAG_TAGS: string[];
