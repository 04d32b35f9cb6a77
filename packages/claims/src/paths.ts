/** The signed-in routes this package owns (docs/product.md#routes). */
export const CLAIMS_PATHS = {
  dashboard: '/dashboard',
  claims: '/reclamos',
  licence: '/licencia',
} as const;

export type ClaimsPath = (typeof CLAIMS_PATHS)[keyof typeof CLAIMS_PATHS];
