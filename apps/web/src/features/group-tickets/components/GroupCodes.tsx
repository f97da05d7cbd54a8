import { useTranslation } from 'react-i18next';
import type { GroupTicketOrder } from '@scena/shared';

/** A group order's codes, each with whether it was used (spec: used = it has a usage record) or voided. */
export const GroupCodes = ({ order }: { order: GroupTicketOrder }) => {
  const { t } = useTranslation();
  if (order.codes.length === 0) return <p>{t('group_tickets.no_codes_yet')}</p>;
  return (
    <>
      <p>{t('group_tickets.used_count', { used: order.numberOfUses, total: order.codes.length })}</p>
      <ul className="group-ticket-codes" aria-label={t('group_tickets.codes')}>
        {order.codes.map((code) => (
          <li key={code.id}>
            <code>{code.code}</code> –{' '}
            {t(
              code.voided
                ? 'group_tickets.code_voided'
                : code.used
                  ? 'group_tickets.code_used'
                  : 'group_tickets.code_unused',
            )}
          </li>
        ))}
      </ul>
    </>
  );
};
