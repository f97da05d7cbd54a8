import { storedAnswer, type StoredAnswer } from './answer-store';

const SUFFIX = ']}';

/**
 * A list answer (`{"<key>":[cards]}`) as every viewer of one profile gets it (personalize.ts): the
 * whole body stored once (sent with its kept brotli or gzip when no card of the viewer's own
 * differs) and where each card's JSON sits in it, so a viewer's list is spliced from slices of that
 * body and their own cards: copies of bytes, not a join of a thousand strings per request.
 */
export interface ProfileAnswer<C = unknown> extends StoredAnswer {
  /** Card `i`'s JSON is `body[starts[i], starts[i + 1] - 1)` (a comma follows each card but the last). */
  starts: readonly number[];
  /** What besides the base the answer was made with (the catalogue: the live ticket counts). */
  madeWith: C;
}

export const createProfileAnswer = <C>(
  key: string,
  fragments: readonly string[],
  madeWith: C,
): ProfileAnswer<C> => {
  const prefix = `{"${key}":[`;
  const starts: number[] = [];
  let offset = Buffer.byteLength(prefix);
  for (const fragment of fragments) {
    starts.push(offset);
    offset += Buffer.byteLength(fragment) + 1;
  }
  // One past the last card's end, as if a comma followed it too: card i always ends at starts[i + 1] - 1.
  starts.push(offset);
  const whole = storedAnswer(Buffer.from(`${prefix}${fragments.join(',')}${SUFFIX}`));
  return { ...whole, starts, madeWith };
};

/** The profile answer's bytes with `changed` cards (position → JSON) in place of its own. */
export const splicedBody = (profile: ProfileAnswer, changed: ReadonlyMap<number, string>): Buffer => {
  const pieces: Buffer[] = [];
  let cursor = 0;
  for (const position of [...changed.keys()].sort((a, b) => a - b)) {
    const start = profile.starts[position];
    const next = profile.starts[position + 1];
    if (start === undefined || next === undefined) throw new RangeError(`no card at position ${position}`);
    pieces.push(profile.body.subarray(cursor, start), Buffer.from(changed.get(position)!));
    cursor = next - 1;
  }
  pieces.push(profile.body.subarray(cursor));
  return Buffer.concat(pieces);
};
