import { AccountPage } from '../../features/users/pages/AccountPage';
import { MailingSection } from '../../features/mailing/components/MailingSection';
import { OrdersSection } from '../../features/orders/components/OrdersSection';
import { GiftOrdersSection } from '../../features/gifts/components/GiftOrdersSection';
import { DataExportSection } from '../../features/data-export/components/DataExportSection';
import { CodesSection } from '../../features/codes/components/CodesSection';

/** /konto: the users feature's page with the mailing, orders (one table, with the access held) and own-data sections of their own features. */
export const AccountRoute = () => (
  <AccountPage
    sections={(userId) => (
      <>
        <CodesSection userId={userId} />
        <MailingSection userId={userId} />
        <GiftOrdersSection />
        <OrdersSection userId={userId} />
        <DataExportSection userId={userId} />
      </>
    )}
  />
);
