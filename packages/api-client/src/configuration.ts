import { fakeServiceConfig, type ServiceConfig } from './config';

/** Every call waits at most this long for an answer unless configured otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  /** Milliseconds a call may take before it fails with the timeout message. */
  timeoutMs?: number;
}

let current: ServiceConfig = fakeServiceConfig;
let timeoutMs = DEFAULT_TIMEOUT_MS;

/**
 * Points every call at a set of services. The portal calls it once at start; until then the
 * local fake services are used.
 */
export function configureServices(config: ServiceConfig, options: HttpOptions = {}): void {
  current = config;
  if (options.timeoutMs !== undefined) {
    if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0) {
      throw new RangeError('timeoutMs must be a positive number of milliseconds');
    }
    timeoutMs = options.timeoutMs;
  }
}

export function getServiceConfig(): ServiceConfig {
  return current;
}

export function getRequestTimeout(): number {
  return timeoutMs;
}

/** Back to the defaults (fake services, 15 s); for tests. */
export function resetServiceConfig(): void {
  current = fakeServiceConfig;
  timeoutMs = DEFAULT_TIMEOUT_MS;
}
