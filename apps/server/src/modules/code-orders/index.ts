/** The admin lists of gift and group-ticket orders (CONTEXT.md): app.ts registers the routes. */
export { codeOrdersRoutes } from './code-orders.routes';
