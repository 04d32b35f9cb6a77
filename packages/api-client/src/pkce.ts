// PKCE's S256 binding (RFC 7636), for a provider sign-in: a random verifier the tab keeps to
// itself, and its SHA-256 as the challenge that travels with the start (`providerLoginUrl`); the
// return's exchange sends the verifier (`exchangeProviderReturn`). Web Crypto has both in every
// supported browser on a secure origin and on http://127.0.0.1.

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as 43 base64url characters (RFC 7636's shortest verifier, 256 bits). */
export function newPkceVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export async function s256Challenge(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
