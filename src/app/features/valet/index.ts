// What other features use of the valet desk: the open-ticket choice POST /valets/get answers (the pages are lazy routes, routes.tsx).
export { openTicketChoice, type OpenTicketChoice } from './openTicketChoice';
