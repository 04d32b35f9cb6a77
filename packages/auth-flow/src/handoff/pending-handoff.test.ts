import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  PENDING_HANDOFF_KEY,
  PENDING_HANDOFF_TTL_MS,
  readPendingHandoff,
  rememberHandoffError,
  rememberPendingHandoff,
  takeHandoffError,
} from './pending-handoff';

describe('pending hand-off', () => {
  it('keeps only configured services', () => {
    rememberPendingHandoff('turnos');
    expect(window.sessionStorage.getItem(PENDING_HANDOFF_KEY)).toBeNull();
    expect(afterSignInPath('/dashboard')).toBe('/dashboard');
    rememberPendingHandoff('habilitaciones');
    expect(afterSignInPath('/dashboard')).toBe('/login/habilitaciones');
  });

  it('forgets a sign-in abandoned for longer than the time limit', () => {
    rememberPendingHandoff('habilitaciones', 1_000);
    expect(readPendingHandoff(1_000 + PENDING_HANDOFF_TTL_MS - 1)).toBe('habilitaciones');
    expect(readPendingHandoff(1_000 + PENDING_HANDOFF_TTL_MS)).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_HANDOFF_KEY)).toBeNull();
  });

  it('ignores a value it did not write', () => {
    window.sessionStorage.setItem(PENDING_HANDOFF_KEY, JSON.stringify({ service: 'https://evil.example', at: Date.now() }));
    expect(afterSignInPath('/dashboard')).toBe('/dashboard');
    window.sessionStorage.setItem(PENDING_HANDOFF_KEY, '{not json');
    expect(readPendingHandoff()).toBeNull();
  });

  it('shows a hand-off failure once', () => {
    rememberHandoffError('Falló.');
    expect(takeHandoffError()).toBe('Falló.');
    expect(takeHandoffError()).toBeNull();
  });
});
