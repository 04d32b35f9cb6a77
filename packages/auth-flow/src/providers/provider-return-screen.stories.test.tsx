import { testStories } from '@portal/vitest-config/stories';
import { afterEach, beforeEach, vi } from 'vitest';
import * as stories from './provider-return-screen.stories';

// The error stories print the console messages of docs/product.md#identity-providers; they are expected here.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

testStories(stories);
