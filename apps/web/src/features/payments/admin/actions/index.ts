/** The box office's actions (spec 3 §2.4): rendered by the payment tables and the order panels. */
export { OrderActions } from './OrderActions';
export { FreeGrantForm } from './FreeGrantForm';
export type { ActionableOrder } from './types';
