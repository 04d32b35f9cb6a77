import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferred-part';

describe('deferredPart', () => {
  it('shares one download and keeps what arrived', async () => {
    const loader = vi.fn(() => Promise.resolve('parte'));
    const part = deferredPart(loader);
    part.preload();
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('parte');
    await expect(part.load()).resolves.toBe('parte');
    expect(part.loaded()).toBe('parte');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const loader = vi
      .fn(() => Promise.resolve('parte'))
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const part = deferredPart(loader);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('parte');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed preload for the next load, without an unhandled rejection', async () => {
    const loader = vi
      .fn(() => Promise.resolve('parte'))
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const part = deferredPart(loader);
    part.preload();
    await Promise.resolve();
    await expect(part.load()).resolves.toBe('parte');
  });

  it('can be given another loader, forgetting what was fetched', async () => {
    const part = deferredPart(() => Promise.resolve('original'));
    await part.load();
    part.replaceLoader(() => Promise.resolve('otra'));
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('otra');
    part.replaceLoader(null);
    await expect(part.load()).resolves.toBe('original');
  });
});
