/** Tickets: the stock of limited events and the viewer's facts about items (CONTEXT.md). Other modules use only what is exported here. */
export { ticketStock } from './tickets.table';
export { ticketStockRepository } from './ticket-stock.repository';
export {
  itemOrderFacts,
  ticketsHeld,
  viewerListFacts,
  type ItemOrderFacts,
  type OrderFactsSource,
  type ViewerListFacts,
} from './item-facts';
