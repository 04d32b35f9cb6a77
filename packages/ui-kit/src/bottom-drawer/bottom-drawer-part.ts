import type { ComponentType } from 'react';
import { deferredPart } from '../deferred/deferred-part';
import type { BottomDrawerProps } from './bottom-drawer-props';

/**
 * Where `BottomDrawer` gets its Radix implementation from. Its own module so that tests can make
 * the download fail (`bottomDrawerPart.replaceLoader`) without mocking imports.
 */
export const bottomDrawerPart = deferredPart<ComponentType<BottomDrawerProps>>(() =>
  import('./bottom-drawer-content').then((module) => module.BottomDrawerContent),
);
