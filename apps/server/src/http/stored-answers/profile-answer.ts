import { storedAnswer, type StoredAnswer } from './answer-store';

const SUFFIX = ']}';

/**
 * A list answer (`{"<key>":[cards]}`) as every viewer of one profile gets it (personalize.ts): each
 * card's JSON, and the whole body stored once (sent with its kept brotli or gzip when no card of the
 * viewer's own differs).
 */
export interface ProfileAnswer<C = unknown> extends StoredAnswer {
  prefix: string;
  fragments: readonly string[];
  /** What besides the base the answer was made with (the catalogue: the live ticket counts). */
  madeWith: C;
}

export const createProfileAnswer = <C>(
  key: string,
  fragments: readonly string[],
  madeWith: C,
): ProfileAnswer<C> => {
  const prefix = `{"${key}":[`;
  const whole = storedAnswer(Buffer.from(`${prefix}${fragments.join(',')}${SUFFIX}`));
  return { ...whole, prefix, fragments, madeWith };
};

/** The profile answer's text with `changed` cards (position → JSON) in place of its own. */
export const splicedText = (profile: ProfileAnswer, changed: ReadonlyMap<number, string>): string =>
  `${profile.prefix}${profile.fragments.map((fragment, position) => changed.get(position) ?? fragment).join(',')}${SUFFIX}`;
