import { GroupTicketSettingsForm } from '../../features/group-tickets/admin/GroupTicketSettingsForm';

/**
 * view=group_tickets (spec 3 §2.6): the group-ticket settings (group-tickets), then the list of
 * ordered group tickets (code-orders adds it below).
 */
export default function GroupTicketsSection() {
  return (
    <>
      <GroupTicketSettingsForm />
      {/* The ordered group tickets (spec 3 §2.7): code-orders' list goes here. */}
    </>
  );
}
