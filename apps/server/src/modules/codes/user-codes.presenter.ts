import { fromGrosze, type CodeKind, type CodeProductType, type UserCode } from '@scena/shared';
import { itemKey } from '../access';
import { codeItem } from './activation';
import type { CodeRow, UserCodeRow } from './codes.table';

export type ItemNames = ReadonlyMap<string, { title: string; slug: string }>;

/** An activation and its code (names: catalog's describe(), keyed by access's itemKey) → the spec's "User code" (money in PLN, dates ISO) with its item's name. */
export const presentUserCode = (activation: UserCodeRow, code: CodeRow, names: ItemNames): UserCode => {
  const item = codeItem(code);
  const name = item ? names.get(itemKey(item)) : undefined;
  return {
    id: activation.id,
    code_id: code.id,
    code: code.code,
    desc: code.description,
    kind: code.kind as CodeKind,
    product_type: code.product_type as CodeProductType,
    discount_percent: code.discount_percent,
    discount_cash: code.discount_cash === null ? null : fromGrosze(code.discount_cash),
    event_id: code.event_id,
    video_id: code.video_id,
    title: name?.title ?? null,
    slug: name?.slug ?? null,
    activation_date: activation.activated_at.toISOString(),
    used: activation.used,
    usage_date: activation.usage_date?.toISOString() ?? null,
    expiration_date: code.expiration_date?.toISOString() ?? null,
    removable: !activation.used && activation.order_id === null,
  };
};
