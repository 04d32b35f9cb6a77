export declare function testStories(
  storiesModule: Record<string, unknown>,
  options?: { beforeEach?: () => void | Promise<void> },
): void;
