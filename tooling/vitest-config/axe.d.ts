export declare function expectNoAxeViolations(element?: Element | Document): Promise<void>;
