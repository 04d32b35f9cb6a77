export declare function testStories(
  storiesModule: Record<string, unknown>,
  options?: { beforeEach?: (story: { parameters: Record<string, unknown> }) => void | Promise<void> },
): void;
