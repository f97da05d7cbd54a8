import { CodeOrdersList } from '../../features/code-orders';

/**
 * view=group_tickets (spec 3 §2.6): the group-ticket settings (features/group-tickets adds them
 * above), and below them the list of ordered group tickets (spec 3 §2.7, features/code-orders).
 */
export default function GroupTicketsSection() {
  return <CodeOrdersList kind="group_ticket" />;
}
