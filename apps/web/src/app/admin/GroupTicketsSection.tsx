import { CodeOrdersList } from '../../features/code-orders';
import { GroupTicketSettingsForm } from '../../features/group-tickets/admin/GroupTicketSettingsForm';

/**
 * view=group_tickets (spec 3 §2.6): the group-ticket settings (features/group-tickets), and below
 * them the list of ordered group tickets (spec 3 §2.7, features/code-orders).
 */
export default function GroupTicketsSection() {
  return (
    <>
      <GroupTicketSettingsForm />
      <CodeOrdersList kind="group_ticket" />
    </>
  );
}
