import { AccountPage } from '../../features/users/pages/AccountPage';
import { MailingSection } from '../../features/mailing/components/MailingSection';
import { OrdersSection } from '../../features/orders/components/OrdersSection';
import { GiftOrdersSection } from '../../features/gifts/components/GiftOrdersSection';
import { GroupTicketsBlock } from '../../features/group-tickets/components/GroupTicketsBlock';
import { DataExportSection } from '../../features/data-export/components/DataExportSection';
import { CodesSection } from '../../features/codes/components/CodesSection';

/**
 * /konto: the users feature's page with the sections of their own features, in the spec's order
 * (spec 1 §2 Account page): activation codes, mailing, gifts, group tickets, orders (one table,
 * with the access held), then the personal data export.
 */
export const AccountRoute = () => (
  <AccountPage
    sections={(userId) => (
      <>
        <CodesSection userId={userId} />
        <MailingSection userId={userId} />
        <GiftOrdersSection />
        <GroupTicketsBlock />
        <OrdersSection userId={userId} />
        <DataExportSection userId={userId} />
      </>
    )}
  />
);
