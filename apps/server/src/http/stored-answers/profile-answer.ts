import { storedAnswer, type StoredAnswer } from './answer-store';
import { gzipPiece, joinGzipPieces, type GzipPiece } from './spliced-gzip';

/** Cards per gzip piece: ~30 KB of JSON, ~0.5 ms to compress again when one of them is the viewer's own. */
const PIECE_CARDS = 32;
const SUFFIX = ']}';

/**
 * A list answer (`{"<key>":[cards]}`) as every viewer of one profile gets it (personalize.ts): each
 * card's JSON, the whole body stored once (its brotli and gzip sent when no card of the viewer's
 * own differs), and gzip pieces of PIECE_CARDS cards each, reused when some differ.
 */
export interface ProfileAnswer<C = unknown> extends StoredAnswer {
  prefix: string;
  fragments: readonly string[];
  /** What besides the base the answer was made with (the catalogue: the live ticket counts). */
  madeWith: C;
  piece(index: number): Promise<GzipPiece>;
}

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | null = null;
  return () => (value ??= make());
};

/** The text of piece `index`: its cards (`changed` ones replaced), with the list's opening or closing. */
const pieceText = (
  prefix: string,
  fragments: readonly string[],
  index: number,
  changed?: ReadonlyMap<number, string>,
): string => {
  const from = index * PIECE_CARDS;
  const to = Math.min(fragments.length, from + PIECE_CARDS);
  const parts: string[] = [];
  for (let position = from; position < to; position++)
    parts.push(changed?.get(position) ?? fragments[position]!);
  const last = to >= fragments.length;
  return `${index === 0 ? prefix : ','}${parts.join(',')}${last ? SUFFIX : ''}`;
};

const pieceCount = (fragments: readonly string[]) => Math.max(1, Math.ceil(fragments.length / PIECE_CARDS));

export const createProfileAnswer = <C>(
  key: string,
  fragments: readonly string[],
  madeWith: C,
): ProfileAnswer<C> => {
  const prefix = `{"${key}":[`;
  const whole = storedAnswer(Buffer.from(`${prefix}${fragments.join(',')}${SUFFIX}`));
  const pieces = Array.from({ length: pieceCount(fragments) }, (_, index) =>
    once(() =>
      gzipPiece(
        pieceText(prefix, fragments, index),
        index > 0 ? pieceText(prefix, fragments, index - 1) : undefined,
      ),
    ),
  );
  return { ...whole, prefix, fragments, madeWith, piece: (index) => pieces[index]!() };
};

/** The profile answer's text with `changed` cards (position → JSON) in place of its own. */
export const splicedText = (profile: ProfileAnswer, changed: ReadonlyMap<number, string>): string =>
  Array.from({ length: pieceCount(profile.fragments) }, (_, index) =>
    pieceText(profile.prefix, profile.fragments, index, changed),
  ).join('');

/**
 * The same as gzip: the profile's pieces, those holding a changed card compressed again, and the
 * piece after each of them (its dictionary, the text before it, changed too).
 */
export const splicedGzip = async (
  profile: ProfileAnswer,
  changed: ReadonlyMap<number, string>,
): Promise<Buffer> => {
  const touched = new Set([...changed.keys()].map((position) => Math.floor(position / PIECE_CARDS)));
  const text = (index: number) => pieceText(profile.prefix, profile.fragments, index, changed);
  const pieces = await Promise.all(
    Array.from({ length: pieceCount(profile.fragments) }, (_, index) =>
      touched.has(index) || touched.has(index - 1)
        ? gzipPiece(text(index), index > 0 ? text(index - 1) : undefined)
        : profile.piece(index),
    ),
  );
  return joinGzipPieces(pieces);
};
