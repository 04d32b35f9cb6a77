// `@portal/api-client/reports`: what the portal's reporter needs, apart from the package's main
// entry, so that the reporter (loaded once a page works) reaches nothing of the calls, the session
// or the schemas and leaves the chunks of the first load as they are.
export { reportsEndpoint } from './endpoint';
export { pathOnly, type Report, scrubReport } from './scrub';
