import userEvent from '@testing-library/user-event';
import { uninstrumentedUserEvent } from 'storybook/test';
import { expect, it } from 'vitest';

// Two copies of user-event on one document broke typing into React fields, depending on which
// file ran first in a shared worker (tooling/vitest-config/user-event.js). The tests and the
// stories' play functions share the one copy storybook/test brings.
it('gives the tests the user-event the stories use', () => {
  expect(userEvent).toBe(uninstrumentedUserEvent);
});
