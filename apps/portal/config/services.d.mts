import type { ServiceConfig } from '@portal/api-client';
export declare const fakeServices: ServiceConfig;
export declare function loadServiceConfig(env?: Record<string, string | undefined>): ServiceConfig;
export declare function isPublicOpenMapGeocoder(hostname: string): boolean;
export declare function productionProblems(config: ServiceConfig): string[];
export declare function describeServices(config: ServiceConfig, env?: Record<string, string | undefined>): string;
export declare function withDevSessionTimeouts(config: ServiceConfig, env?: Record<string, string | undefined>): ServiceConfig;
