import { isAdminRole } from '@scena/shared';
import type { AppContext } from '../../context';
import { createBatcher } from '../../lib/batch';
import { groupBy } from '../../lib/group-by';
import type { AccessItem } from '../access';
import type { PricingActivation } from '../codes';
import type { UserRow } from '../users';

/** The card and answer fields of a viewer's code price (codePriceFields in packages/shared). */
export interface CodePriceFields {
  newPrice?: number;
  usedCode?: string;
}

/**
 * A viewer's own price on item answers and cards (spec 1 §3 newPrice, usedCode; codes CONTEXT.md
 * "Which code prices a purchase", the same rule the purchase charges). Per request: ONE statement
 * for the viewer's usable activations (read together for the viewers asking at that moment),
 * beside the access facts; none for guests and administrators (who watch without paying).
 */
export const createCodePrices = (ctx: Pick<AppContext, 'db' | 'config' | 'codePrices'>) => {
  const load = createBatcher(async (_key: 'codes', userIds: number[]) => {
    return groupBy(await ctx.codePrices.usableOf(ctx.db, userIds), (row) => row.userId);
  }, ctx.config);

  return {
    /** The viewer's usable activations, earliest first (empty for a guest or an administrator). */
    async activationsOf(user: UserRow | null): Promise<PricingActivation[]> {
      if (!user || isAdminRole(user.role)) return [];
      return (await load('codes', user.id)) ?? [];
    },
    /** The fields for one item (none when no activation applies). */
    fieldsFor(activations: readonly PricingActivation[], item: AccessItem): CodePriceFields {
      if (activations.length === 0) return {};
      const best = ctx.codePrices.best(activations, item);
      return best ? { newPrice: best.price / 100, usedCode: best.activation.code } : {};
    },
  };
};
export type CodePrices = ReturnType<typeof createCodePrices>;
