import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { announceChunkModule } from './prerender';

describe('announceChunkModule', () => {
  const chunk = (fields: Partial<Rollup.RenderedChunk>) =>
    ({ isDynamicEntry: false, facadeModuleId: null, ...fields }) as Rollup.RenderedChunk;

  it('makes a chunk a dynamic import loads name its module as it first runs', () => {
    const id = '/portal/packages/auth-flow/dist/login/login-screen.js';
    const intro = announceChunkModule(chunk({ isDynamicEntry: true, facadeModuleId: id }));
    const announced: string[] = [];
    new Function('globalThis', intro)({ __portalChunkModule: (module: string) => announced.push(module) });
    expect(announced).toEqual([id]);
    // Outside the build's server bundle nothing listens, and nothing breaks.
    expect(() => new Function('globalThis', intro)({})).not.toThrow();
  });

  it('leaves every other chunk as it is: the entry, and the chunks shared by several', () => {
    expect(announceChunkModule(chunk({ isEntry: true, facadeModuleId: '/portal/src/prerender/render-page.tsx' }))).toBe('');
    expect(announceChunkModule(chunk({}))).toBe('');
  });
});
