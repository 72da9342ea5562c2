// What other features use of /reports: its address for one lot. The page itself is a lazy route (routes.tsx).
export { reportPath } from './reportPath';
