import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button';
import { useSession } from '../../../lib/session';
import { links, type ItemKind } from '../../../lib/paths';
import { itemAccess, itemPrice, type CatalogCardItem } from '../item/access';
import { itemAction } from '../item/actions';
import { itemTiming } from '../item/timing';
import { ticketsNote } from '../item/tickets';

/**
 * The button of a home card (spec 3 §2.13): processing (disabled, orange) while a payment is
 * pending; buy or get access when not paid and not ended; ended; soon; watch (a link with
 * ogladaj=true) when on and the viewer may watch (admins and premium users included, by their
 * access). A signed-in viewer's buy or get-access button leads to the purchase page; when buying is
 * not possible now (no tickets, payments off) or for a guest, to the item's page, which says why.
 */
export const CardAction = ({ entry, title, now }: { entry: CatalogCardItem; title: string; now: Date }) => {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const item = entry.item;
  const slug = item.slug || item.id;
  const kind: ItemKind = entry.kind;
  const page = authenticated ? links.item(kind, slug) : links.itemPublic(kind, slug);
  // The card's own clock (as its status label), so the button never disagrees with the label.
  const available = itemTiming(entry, now).available;
  const action = itemAction({
    guest: !authenticated,
    access: itemAccess(entry),
    available,
    price: itemPrice(entry),
  });
  // The title makes each button's name unique on a page of many cards.
  const named = (label: string) => (
    <>
      {label}
      <span className="visually-hidden">: {title}</span>
    </>
  );
  switch (action.kind) {
    case 'ended':
    case 'access':
      // "Ended" and "soon" are the card's status label already (events; a video is not listed once over).
      return null;
    case 'watch':
      return (
        <ButtonLink to={links.item(kind, slug, { watch: true })} className="home-card__action">
          {named(t('item_page.watch'))}
        </ButtonLink>
      );
    case 'processing':
      return (
        <button type="button" className="btn btn--secondary btn--processing home-card__action" disabled>
          {named(t('item_page.processing'))}
        </button>
      );
    default: {
      // Sold out (the live count for a viewer, the count of a moment ago for a guest): nothing to buy.
      if (entry.kind === 'event' && ticketsNote(entry.item)?.kind === 'sold_out')
        return <p className="home-card__action home-card__sold-out">{t('catalog_home.sold_out')}</p>;
      // A guest's button says what signing in leads to: buying, or getting a free item.
      const free = action.kind === 'get_access' || (action.kind === 'sign_in' && itemPrice(entry) === 0);
      const label = free
        ? t('item_page.get_access')
        : action.kind === 'use_code'
          ? t('item_page.use_code')
          : t('item_page.buy');
      const target = action.kind !== 'sign_in' && !action.reason ? links.purchase(kind, item.id) : page;
      return (
        <ButtonLink to={target} variant="secondary" className="home-card__action">
          {named(label)}
        </ButtonLink>
      );
    }
  }
};
