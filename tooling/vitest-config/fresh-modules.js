import { vi } from 'vitest';

// Only for a package whose vitest.config opts in (`libraryTestConfig({ freshModules: true })`,
// with the leak it works around named beside it): every module of the workspace is evaluated
// afresh for each test file, as in a fresh process, while the worker keeps node_modules. A
// leak found is fixed where it is and the option dropped; no new package should need it.
vi.resetModules();
