import type { ComponentType } from 'react';
import { deferredPart } from '../deferred/deferred-part';
import type { DialogProps } from './dialog-props';

/**
 * Where `Dialog` gets its Radix implementation from. Its own module so that tests can make the
 * download fail (`dialogPart.replaceLoader`) without mocking imports.
 */
export const dialogPart = deferredPart<ComponentType<DialogProps>>(() => import('./dialog-content').then((module) => module.DialogContent));
