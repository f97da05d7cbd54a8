import { useTranslation } from 'react-i18next';
import type { GiftCode } from '@scena/shared/gifts.contract';

/**
 * A gift order's codes to hand over, each with whether it was used (spec 1 §3: 'used' when someone
 * activated it) or voided by a refund. A completed order without one says the code is on its way.
 */
export const GiftCodes = ({ codes }: { codes: readonly GiftCode[] }) => {
  const { t } = useTranslation();
  if (codes.length === 0) return <p>{t('gifts.no_code_yet')}</p>;
  return (
    <ul className="gift-codes">
      {codes.map((code) => (
        <li key={code.id}>
          <span className="visually-hidden">{t('gifts.code')}: </span>
          <code className="gift-codes__code">{code.code}</code>{' '}
          <span className="gift-codes__state">
            {code.voided && !code.used
              ? t('gifts.code_voided')
              : code.used
                ? t('gifts.code_used')
                : t('gifts.code_unused')}
          </span>
        </li>
      ))}
    </ul>
  );
};
