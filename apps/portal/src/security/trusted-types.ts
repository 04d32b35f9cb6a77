// The production Content-Security-Policy enforces Trusted Types (tooling/nginx). One library
// writes a string into innerHTML: Radix Select renders its scrollbar CSS into a <style> with
// dangerouslySetInnerHTML. This `default` policy (the only one the CSP allows) lets through
// strings that cannot create an element — no '<' at all, so the sink only ever makes text —
// and refuses everything else, scripts and script URLs included.

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string | null }): unknown;
}

/** Markup-free text is what textContent would produce; anything with a tag is refused. */
export function allowTextOnlyHtml(input: string): string | null {
  return input.includes('<') ? null : input;
}

type TrustedTypesScope = { trustedTypes?: TrustedTypePolicyFactory };

export function installTrustedTypesPolicy(scope: TrustedTypesScope = globalThis as TrustedTypesScope) {
  scope.trustedTypes?.createPolicy('default', { createHTML: allowTextOnlyHtml });
}

installTrustedTypesPolicy();
