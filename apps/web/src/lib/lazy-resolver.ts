import type { FieldValues, Resolver } from 'react-hook-form';
import { validateWith, type ContractSchema } from './contract-resolver';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => void;
};

/**
 * A react-hook-form resolver for a shared zod contract that is loaded on first use. zod is
 * about 24 KB gzipped; the sign-in page defers it (and the contract) until the user starts on the
 * form, so the first page stays inside the JS budget. Validation is the same contract and the same
 * issue mapping as every other form (contract-resolver.ts). Any zod 4 schema will do, classic or
 * zod/mini.
 */
export const lazyZodResolver = <Input extends FieldValues, Output>(
  load: () => Promise<ContractSchema<Output>>,
): LazyResolver<Input, Output> => {
  let pending: Promise<ContractSchema<Output>> | null = null;
  const get = () => {
    pending ??= load();
    pending.catch(() => {
      pending = null; // let the next attempt try again (offline for a moment)
    });
    return pending;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values) => {
    let schema: ContractSchema<Output>;
    try {
      schema = await get();
    } catch {
      return { values: {}, errors: { root: { type: 'load', message: 'error.generic' } } } as Awaited<
        ReturnType<Resolver<Input, unknown, Output>>
      >;
    }
    return validateWith(schema, values);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
};
