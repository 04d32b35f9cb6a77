// What `@testing-library/user-event` resolves to in every package's unit tests (index.js): the
// copy of user-event that storybook/test bundles and the stories' play functions already use.
//
// Two copies of user-event on one document break typing into a React field. Each prepares the
// document on its first use, wrapping every field's value setter; when the second copy wraps
// the first, what the first types reaches React's value tracker as if the page had set it, and
// React never calls onChange. A test file that runs a story's play function and then types with
// its own copy would meet it whenever the play function came second, and so would the next files
// of a shared worker (`isolate: false`). With one copy for both, the order does not matter.
export { uninstrumentedUserEvent as default, uninstrumentedUserEvent as userEvent } from 'storybook/test';
