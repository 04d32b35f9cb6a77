import type { ServiceConfig } from '@portal/api-client';
export declare const fakeServices: ServiceConfig;
export declare function loadServiceConfig(env?: Record<string, string | undefined>): ServiceConfig;
export declare function withDevSessionTimeouts(config: ServiceConfig, env?: Record<string, string | undefined>): ServiceConfig;
