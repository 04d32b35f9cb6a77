export interface IdleCallbackStub {
  /** Whether the page has asked for an idle callback that has not run yet. */
  readonly requested: boolean;
  /** Runs every idle callback the page has asked for. */
  becomeIdle(): void;
}

export declare function stubIdleCallback(): IdleCallbackStub;
