// `@portal/api-client/testing`: the harness of tests and stories, apart from the portal's entry
// so none of it reaches a production bundle.
export { type SignedInRoutesOptions, signedInRoutes } from './signed-in';
