// The light entry a feature package's `.css.ts` files import: the contract only, no components.
export { mediumUp, vars } from './theme.css';
