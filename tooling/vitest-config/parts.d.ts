export interface HeldPart<T> {
  /** How many downloads were started. */
  readonly calls: number;
  /** The download under way arrives with `value`. */
  arrive(value: T): void;
  /** The download under way fails as a dropped line makes it fail. */
  fail(): void;
}

/** Holds a deferred part's downloads (anything with ui-kit's `replaceLoader`) until the test settles them. */
export declare function holdPart<T>(part: { replaceLoader(loader: () => Promise<T>): void }): HeldPart<T>;
