import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

/**
 * A react-hook-form resolver for a shared zod contract that is loaded on first use. zod is
 * about 24 KB gzipped; the sign-in page defers it (and the contract, and the zod adapter of
 * @hookform/resolvers) until the user starts on the form, so the first page stays inside the JS
 * budget. Validation is the same contract. Any zod 4 schema will do, classic or zod/mini.
 */
export const lazyZodResolver = <Input extends FieldValues, Output>(
  load: () => Promise<$ZodType<Output, Input>>,
): LazyResolver<Input, Output> => {
  let pending: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    pending ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    );
    pending.catch(() => {
      pending = null; // let the next attempt try again (offline for a moment)
    });
    return pending;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    try {
      return await (await get())(values, context, options);
    } catch {
      return { values: {}, errors: { root: { type: 'load', message: 'error.generic' } } } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
    }
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
};
