import { useItem } from '../../features/catalog/api/item';
import { itemPrice } from '../../features/catalog/item/access';
import { GiftOption } from '../../features/gifts/components/GiftOption';

/** The gift offer under an item's purchase page: the item (the page's own cached query) with the gifts feature's option. */
export const ItemGiftOption = ({ kind, id }: { kind: 'event' | 'video'; id: string }) => {
  const { data } = useItem(kind, id, 'user');
  if (!data) return null;
  return <GiftOption kind={kind} id={data.item.id} title={data.item.title} price={itemPrice(data)} />;
};
