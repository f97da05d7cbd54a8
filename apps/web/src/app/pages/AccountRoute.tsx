import { AccountPage } from '../../features/users/pages/AccountPage';
import { MailingSection } from '../../features/mailing/components/MailingSection';
import { OrdersSection } from '../../features/orders/components/OrdersSection';
import { GroupTicketsBlock } from '../../features/group-tickets/components/GroupTicketsBlock';
import { DataExportSection } from '../../features/data-export/components/DataExportSection';
import { CodesSection } from '../../features/codes/components/CodesSection';

/** /konto: the users feature's page with the mailing, orders (one table, with the access held) and own-data sections of their own features. */
export const AccountRoute = () => (
  <AccountPage
    sections={(userId) => (
      <>
        <CodesSection userId={userId} />
        <MailingSection userId={userId} />
        <OrdersSection userId={userId} />
        <GroupTicketsBlock />
        <DataExportSection userId={userId} />
      </>
    )}
  />
);
