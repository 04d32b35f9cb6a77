import { uninstrumentedUserEvent } from 'storybook/test';

// What `@testing-library/user-event` resolves to in every package's unit tests (index.js): the
// copy of user-event that storybook/test bundles and the stories' play functions already use.
//
// Two copies of user-event on one document break typing into a React field. Each prepares the
// document on its first use, wrapping every field's value setter; when the second copy wraps
// the first, what the first types reaches React's value tracker as if the page had set it, and
// React never calls onChange. A test file that runs a story's play function and then types with
// its own copy would meet it whenever the play function came second, and so would the next files
// of a shared worker (`isolate: false`). With one copy for both, the order does not matter.
//
// Its `setup()` types without a timer between keys (`delay: null`) unless a test asks for one:
// each key is still its own keydown, input and keyup, each drawn by React before the next
// (testing-library wraps every event in `act`), but no key waits for a turn of the event loop.
// On a busy machine each of those waits was a wait for the process to run again: the profile
// form's tests took about 50 s instead of 35 s. Set on the object itself, once per worker (the
// module is shared by a worker's files), so that the tests' user-event stays the stories' one
// (ui-kit's user-event-copy test); the play functions call the direct API, which this leaves alone.
const TIMERLESS = Symbol.for('portal.vitest.timerlessUserEvent');
if (!uninstrumentedUserEvent[TIMERLESS]) {
  const setup = uninstrumentedUserEvent.setup;
  uninstrumentedUserEvent.setup = (options) => setup({ delay: null, ...options });
  uninstrumentedUserEvent[TIMERLESS] = true;
}

export { uninstrumentedUserEvent as default, uninstrumentedUserEvent as userEvent };
