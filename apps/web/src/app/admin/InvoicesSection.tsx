import { InvoiceSettingsForm } from '../../features/content/admin/InvoiceSettingsForm';
import { InvoicesList } from '../../features/invoices/admin/InvoicesList';

/** view=invoices: the invoice settings (content) above the buyers' invoice requests (invoices). */
export default function InvoicesSection() {
  return (
    <>
      <InvoiceSettingsForm />
      <InvoicesList />
    </>
  );
}
