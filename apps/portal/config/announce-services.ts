import type { ServiceConfig } from '@portal/api-client';
import type { Plugin } from 'vite';
import { describeServices } from './services.mjs';

/**
 * Every build says which services it talks to, first thing: with PORTAL_SERVICES unset a build
 * quietly talks to the fake services on 127.0.0.1, and this is where whoever builds sees it.
 */
export function announceServices(services: ServiceConfig, print: (text: string) => void = console.log): Plugin {
  return {
    name: 'portal:announce-services',
    apply: 'build',
    buildApp: {
      order: 'pre',
      async handler() {
        print(describeServices(services));
      },
    },
  };
}
