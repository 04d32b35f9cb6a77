import { describe, expect, it } from 'vitest';
import { fakeServiceConfig } from './config';
import { configureServices, getServiceConfig } from './configuration';
import { handoffUrl, isHandoffService, providerLoginUrl } from './navigation';
import { newPkceVerifier, s256Challenge } from './pkce';
import type { Provider } from './types';

describe('provider login addresses', () => {
  it.each<[Provider, string]>([
    ['afip', 'afiplogin/'],
    ['anses', 'anseslogin/'],
    ['miargentina', 'miargentinalogin/'],
    ['renaper', 'renaperlogin/'],
  ])('%s starts at the auth service', (provider, path) => {
    expect(providerLoginUrl(provider)).toBe(`${getServiceConfig().auth}${path}`);
  });

  it('can carry where to come back', () => {
    expect(providerLoginUrl('afip', { next: '/login/habilitaciones' })).toBe(
      `${fakeServiceConfig.auth}afiplogin/?next=%2Flogin%2Fhabilitaciones`,
    );
  });

  it('can carry the S256 challenge of the verifier this tab keeps', () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    expect(providerLoginUrl('renaper', { challenge })).toBe(
      `${fakeServiceConfig.auth}renaperlogin/?code_challenge=${challenge}&code_challenge_method=S256`,
    );
  });

  it('refuses an unknown provider', () => {
    expect(() => providerLoginUrl('x' as Provider)).toThrow(RangeError);
  });
});

describe('hand-off addresses', () => {
  it('joins the configured address, /login/ and the alpha', () => {
    expect(handoffUrl('habilitaciones', 'Ab12')).toBe('http://127.0.0.1:4010/servicios/habilitaciones/login/Ab12');
    expect(isHandoffService('habilitaciones')).toBe(true);
  });

  it('answers null for a service that is not configured', () => {
    expect(handoffUrl('evil.example.com', 'Ab12')).toBeNull();
    expect(handoffUrl('constructor', 'Ab12')).toBeNull();
    expect(handoffUrl('__proto__', 'Ab12')).toBeNull();
    expect(isHandoffService('constructor')).toBe(false);
  });

  it('answers null for an alpha that is not letters and digits', () => {
    expect(handoffUrl('habilitaciones', '')).toBeNull();
    expect(handoffUrl('habilitaciones', '../admin')).toBeNull();
    expect(handoffUrl('habilitaciones', 'ab12?next=//evil')).toBeNull();
  });

  it('follows the configuration, with or without a trailing slash', () => {
    configureServices({
      ...fakeServiceConfig,
      handoff: { habilitaciones: 'https://habilitaciones.example.gob.ar/' },
    });
    expect(handoffUrl('habilitaciones', 'Z9')).toBe('https://habilitaciones.example.gob.ar/login/Z9');
    configureServices(fakeServiceConfig);
  });
});

describe('PKCE (RFC 7636, S256)', () => {
  it('is base64url(SHA-256(verifier)) without padding', async () => {
    // Node's `createHash('sha256').update(verifier).digest('base64url')` for the same verifier.
    await expect(s256Challenge('dBjftJeZ4CVP-mJ0kg1IAEQBAz1p4ZfVjWlKBQIzV3o')).resolves.toBe('4B5sf9-rSSK1eFifG7fYvQRYyzkOMBs4aGiWNCjqCig');
  });

  it('makes a fresh 43-character verifier each time', () => {
    const verifiers = new Set(Array.from({ length: 20 }, () => newPkceVerifier()));
    expect(verifiers.size).toBe(20);
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
