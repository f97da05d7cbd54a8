import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

/**
 * A react-hook-form resolver for a shared zod contract that is loaded on first use. zod is
 * about 24 KB gzipped; the sign-in page defers it (and the contract) until the user starts on
 * the form, so the first page stays inside the JS budget. Validation is the same contract.
 */
export const lazyZodResolver = <Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> => {
  let pending: Promise<Resolver<Input, unknown, Output>> | null = null;
  const get = () => {
    pending ??= load().then((schema) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>);
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
