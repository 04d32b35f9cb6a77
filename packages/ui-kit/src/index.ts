export { mediumUp, vars } from './theme.css';
