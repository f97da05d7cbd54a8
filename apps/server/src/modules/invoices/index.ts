/** Invoices: the buyers' invoice requests for staff (spec 3 §2.9); the orders module records them at purchase. */
export { invoicesRoutes } from './invoices.routes';
