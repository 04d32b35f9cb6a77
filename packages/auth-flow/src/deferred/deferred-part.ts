// A copy of ui-kit's `deferredPart` (packages/ui-kit/src/deferred/deferred-part.ts), which the
// kit's public entry does not export yet; to be replaced by the kit's once it is exported.

/** How a part's code is fetched: a dynamic `import()` in the app, anything at all in tests and stories. */
export type PartLoader<T> = () => Promise<T>;

export type DeferredPart<T> = {
  /** Starts the download, or joins the one under way or done; a failed one is tried again. */
  load: () => Promise<T>;
  /** What has arrived, if it has: lets a preloaded part be rendered at once, without suspending. */
  loaded: () => T | undefined;
  /** `load` for when nobody waits for the result: a failure is left for the next `load`. */
  preload: () => void;
  /** Replaces how the part is fetched (`null`: the original way) and forgets what was fetched. */
  replaceLoader: (loader: PartLoader<T> | null) => void;
};

/**
 * A part of a screen whose code is downloaded apart from it. One download is shared by every
 * component that asks for it and kept once it has arrived; a failed one is tried again.
 */
export function deferredPart<T>(original: PartLoader<T>): DeferredPart<T> {
  let loader = original;
  let pending: Promise<T> | null = null;
  let arrived: { value: T } | null = null;

  const load = () => {
    if (!pending) {
      const attempt = loader();
      pending = attempt;
      attempt.then(
        (value) => {
          if (pending === attempt) arrived = { value };
        },
        () => {
          if (pending === attempt) pending = null;
        },
      );
    }
    return pending;
  };

  return {
    load,
    loaded: () => arrived?.value,
    preload: () => {
      load().catch(() => {});
    },
    replaceLoader: (next) => {
      loader = next ?? original;
      pending = null;
      arrived = null;
    },
  };
}
