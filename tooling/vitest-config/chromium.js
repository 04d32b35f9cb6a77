// How the browser tests, the built Storybook's test and the bench start Debian's Chromium.

/**
 * The headless shell: the same build as Debian's Chromium, without the browser's own interface.
 * tooling/scripts/debian.mjs, which installs it, names the path itself: it runs before the
 * workspace is installed.
 */
export const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * In a container without a GPU or a sandbox, and quiet on a closed network: no QUIC, no
 * background downloads, component updates or sync, no first-run screens.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
