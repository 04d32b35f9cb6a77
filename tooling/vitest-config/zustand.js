import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Zustand's testing guide (docs.pmnd.rs, "Testing", Vitest): every store the code under test
// creates is recorded with its first state and put back to it after each test, so no test sees
// what another left in a store. The guide's __mocks__/zustand.ts, as a setup file every
// package's tests run, since each package runs vitest from its own directory.
// The set lives on the worker's global: this file runs again before each test file, while a
// package's files share one worker and its modules (index.js), stores included.
// `zustand` is a peer dependency of this package: a mock's path is resolved from this file, and
// unresolved it mocked nothing, silently, so no store was ever put back.
const { recorded, resets } = vi.hoisted(() => {
  const key = Symbol.for('portal.vitest.zustandResets');
  globalThis[key] ??= new Set();
  const resets = globalThis[key];
  /** The store maker `make`, recording each store it makes; curried (`create<T>()(creator)`) or not. */
  const recorded = (make) => {
    const record = (stateCreator) => {
      const store = make(stateCreator);
      const initialState = store.getInitialState();
      resets.add(() => store.setState(initialState, true));
      return store;
    };
    return (stateCreator) => (typeof stateCreator === 'function' ? record(stateCreator) : record);
  };
  return { recorded, resets };
});

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal();
  return { ...zustand, create: recorded(zustand.create), createStore: recorded(zustand.createStore) };
});

vi.mock('zustand/vanilla', async (importOriginal) => {
  const vanilla = await importOriginal();
  return { ...vanilla, createStore: recorded(vanilla.createStore) };
});

afterEach(() => {
  act(() => {
    for (const reset of resets) reset();
  });
});
