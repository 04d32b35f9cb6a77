export declare const phone: { viewport: { value: 'phone' } };
export declare const desktop: { viewport: { value: 'desktop' } };
export declare function expectTexts(...texts: Array<string | RegExp>): (context: { canvasElement: HTMLElement }) => Promise<void>;
