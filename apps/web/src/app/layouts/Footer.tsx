import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@scena/shared/constants';
import type { PublicAppConfig } from '@scena/shared/content.contract';
import { isExternalLink, safeHref, SITE_LINK } from '@scena/shared/links';
import { changeLanguage } from '../../lib/i18n';
import { links, paths, staticSlugs } from '../../lib/paths';

/**
 * A configured link, only through the shared link rule: our own paths through the router, other
 * sites as plain links, and anything else ('/\\host', 'javascript:') as the fallback page.
 */
const FooterLink = ({
  href: configured,
  fallback,
  children,
}: {
  href: string | undefined;
  fallback: string;
  children: ReactNode;
}) => {
  const href = safeHref(configured, SITE_LINK) ?? fallback;
  return isExternalLink(href) ? (
    <a href={href} className="footer__link" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href} className="footer__link">
      {children}
    </Link>
  );
};

const LANGUAGE_NAMES: Record<Language, string> = { pl: 'Polski', en: 'English' };

const LanguageSelector = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const select = async (lng: Language) => {
    await changeLanguage(i18n, lng);
    // Server texts (pages, messages) come in the request language: ask again.
    await client.invalidateQueries();
  };
  return (
    <div className="language" role="group" aria-label={t('layout.language')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="language__button"
          aria-pressed={i18n.language === lng}
          onClick={() => void select(lng)}
        >
          {LANGUAGE_NAMES[lng]}
        </button>
      ))}
    </div>
  );
};

type FooterConfig = Pick<
  PublicAppConfig,
  'institution_page' | 'institution_page_title' | 'regulations_page' | 'policy_page'
>;

/** Footer (spec 1 §2 Layout): institution, terms, policy, accessibility, how to buy, language. */
export const Footer = ({ config }: { config: FooterConfig | undefined }) => {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label={t('layout.footer_nav')}>
          <ul className="footer__links">
            {safeHref(config?.institution_page, SITE_LINK) && (
              <li>
                <FooterLink href={config!.institution_page} fallback={paths.home}>
                  {config!.institution_page_title || config!.institution_page}
                </FooterLink>
              </li>
            )}
            <li>
              <FooterLink href={config?.regulations_page} fallback={paths.terms}>
                {t('layout.terms')}
              </FooterLink>
            </li>
            <li>
              <FooterLink href={config?.policy_page} fallback={paths.policy}>
                {t('layout.policy')}
              </FooterLink>
            </li>
            <li>
              <FooterLink href={links.page(staticSlugs.accessibility)} fallback={paths.home}>
                {t('layout.accessibility')}
              </FooterLink>
            </li>
            <li>
              <FooterLink href={links.page(staticSlugs.howToBuy)} fallback={paths.home}>
                {t('layout.how_to_buy')}
              </FooterLink>
            </li>
          </ul>
        </nav>
        <LanguageSelector />
      </div>
    </footer>
  );
};
