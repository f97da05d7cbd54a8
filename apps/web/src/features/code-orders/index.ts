/**
 * The admin lists of gift and group-ticket orders (spec 3 §2.7): app/ places `CodeOrdersList`
 * under the gift settings (view=gifts) and the group-ticket settings (view=group_tickets).
 */
export { CodeOrdersList } from './admin/CodeOrdersList';
export { codeOrdersKeys } from './api/code-orders';
