/**
 * `work` over every item with at most `limit` running at once; results in the items' order.
 * Settles like Promise.all: the first failure rejects (work already started still finishes).
 */
export const mapLimited = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
};

/** Like mapLimited, but every item runs whatever the others do: each result says how it went. */
export const settleLimited = <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) =>
  mapLimited(items, limit, (item, index) =>
    work(item, index).then(
      (value): PromiseSettledResult<R> => ({ status: 'fulfilled', value }),
      (reason: unknown): PromiseSettledResult<R> => ({ status: 'rejected', reason }),
    ),
  );
