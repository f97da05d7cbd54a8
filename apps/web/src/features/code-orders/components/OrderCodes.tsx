import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeOrderRow } from '@scena/shared/code-orders.contract';
import { orderInstant } from '../../../components/admin-kit/orders';
import { links } from '../../../lib/paths';

const { Text } = Typography;

/**
 * An order's expanded row (spec 3 §2.7): its codes, and for each activated one a link to the user
 * who activated it (/konto/{userId}). No codes: generation failed (a completed order; spec 3 §8
 * 'Wystąpił błąd przy generowaniu kodów'), or the payment is still being processed.
 */
export function OrderCodes({ order }: { order: CodeOrderRow }) {
  const { t } = useTranslation('code-orders');
  if (order.codes.length === 0)
    return (
      <Text type={order.status === 'COMPLETED' ? 'danger' : 'secondary'}>
        {order.status === 'COMPLETED' ? t('codes.generation_failed') : t('codes.processing')}
      </Text>
    );
  return (
    <ul className="code-orders-codes" aria-label={t('codes.label', { number: order.extOrderId })}>
      {order.codes.map((code) => {
        const name =
          code.usage &&
          ([code.usage.firstname, code.usage.lastname].filter(Boolean).join(' ') || t('codes.user'));
        return (
          <li key={code.id}>
            <Text code copyable={{ text: code.code }}>
              {code.code}
            </Text>{' '}
            {code.usage ? (
              <>
                <Tag color="green">{t('codes.used')}</Tag>
                {code.usage.userId !== null ? (
                  <Link to={links.accountOf(code.usage.userId)}>{name}</Link>
                ) : (
                  name
                )}{' '}
                <Text type="secondary">{orderInstant(code.usage.activated_at)}</Text>
              </>
            ) : code.voided ? (
              <Tag>{t('codes.voided')}</Tag>
            ) : (
              <Tag color="blue">{t('codes.unused')}</Tag>
            )}
          </li>
        );
      })}
    </ul>
  );
}
