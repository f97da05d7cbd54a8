import { countryName } from '@scena/shared';
import { useTranslation } from 'react-i18next';

/** A country code's flag (regional-indicator emoji) beside the code, named for screen readers. */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return <>—</>;
  const upper = code.toUpperCase();
  const flag = String.fromCodePoint(...[...upper].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
  const name = countryName(upper, i18n.language === 'en' ? 'en' : 'pl') ?? upper;
  return (
    <span title={name}>
      <span role="img" aria-label={name}>
        {flag}
      </span>{' '}
      {upper}
    </span>
  );
}
