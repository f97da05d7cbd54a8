import { useTranslation } from 'react-i18next';
import { itemPrice, type CatalogItem, type ItemAccess } from '../../item/access';
import { EventWhen, useItemTexts } from './ItemDetail';
import { ItemPrice } from './ItemPrice';
import './item.css';

/**
 * What a purchase page sells (spec 1 §2 purchase pages): the title, an event's date and time, the
 * price (the old one struck through when discounted) and, for a video, how long access lasts from
 * the first playback (the video's own value, else the global one; 0 = no limit).
 */
export const ItemSummary = ({
  entry,
  access,
  globalValidityHours,
}: {
  entry: CatalogItem;
  access: ItemAccess;
  globalValidityHours: number;
}) => {
  const { t } = useTranslation();
  const texts = useItemTexts(entry);
  const validity =
    entry.kind === 'video' ? (entry.item.tickets_expiration_time ?? globalValidityHours) : null;
  return (
    <>
      <h2 lang={texts.titleLang}>{texts.title}</h2>
      {texts.subtitle && <p className="item-page__subtitle">{texts.subtitle}</p>}
      <dl className="item-facts">
        {entry.kind === 'event' && <EventWhen entry={entry} />}
        {validity !== null && (
          <>
            <dt>{t('item_page.validity')}</dt>
            <dd>
              {validity > 0
                ? t('item_page.validity_hours', { count: validity })
                : t('item_page.validity_unlimited')}
            </dd>
          </>
        )}
      </dl>
      <ItemPrice price={itemPrice(entry)} access={access} />
    </>
  );
};
