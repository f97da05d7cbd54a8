/** Group tickets: settings, buying, the buyer's group orders (CONTEXT.md). */
export { groupTicketsRoutes } from './group-tickets.routes';
export { groupTicketSettings } from './group-tickets.settings';
