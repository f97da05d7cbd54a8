/**
 * The pieces every admin order list is built of (the box office's payment list and item panels,
 * the gift and group order lists): filters, statistics, the server-paged table, the refund and edit
 * dialogs, the order formats. Admin chunks only; the features give the calls and the words.
 */
import './orders.css';

export { RangeFilters, RangeNotice, type RangeFiltersProps } from './RangeFilters';
export { ItemFilter, type ItemFilterChoice } from './ItemFilter';
export { StatisticsStrip, type StatisticItem } from './StatisticsStrip';
export {
  ServerTable,
  sortedColumn,
  type ServerListProps,
  type ServerPaging,
  type ServerTableProps,
} from './ServerTable';
export { BuyerCell } from './BuyerCell';
export { RefundDialog, newRefundKey, type RefundDialogProps } from './RefundDialog';
export { EditOrderDialog, type EditOrderDialogProps } from './EditOrderDialog';
export { OrderRowActions } from './OrderRowActions';
export { displayDay, flagOf, money, orderInstant, STATUS_TONE } from './format';
