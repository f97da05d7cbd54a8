import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, compressStored, type Accepted } from './encoding';
import { entityTag } from './etag';
import type { StoredAnswers } from './plugin';
import { splicedGzip, splicedText, type ProfileAnswer } from './profile-answer';
import { sendStored, sendWhole, type Representation } from './send-stored';

/**
 * Sends a viewer's list: the profile answer as stored when no card of theirs differs, else it with
 * `changed` cards (position → JSON) spliced in. Its entity tag is a hash of the profile's tag and
 * the spliced cards, so a spliced answer is a pure function of its tag and is kept by it (a sale,
 * a purchase or the clock changes the cards, so the tag, never a kept answer). Brotli when one is
 * kept for the tag, else gzip made of the profile's pieces and the few pieces holding a changed card
 * compressed again; a client that takes brotli only gets it made (and kept), one that takes neither
 * the plain text.
 */
export const sendPersonal = (
  request: FastifyRequest,
  reply: FastifyReply,
  profile: ProfileAnswer,
  changed: ReadonlyMap<number, string>,
  { spliced, splicedBrotli, off }: StoredAnswers,
) => {
  if (changed.size === 0) return sendWhole(request, reply, profile);
  const etag = entityTag(
    profile.etag,
    ...[...changed].map(([position, fragment]) => `\u0000${position}\u0000${fragment}`),
  );
  const brotliKept = !off.has('spliced-brotli');
  /**
   * Brotli of a spliced answer once it is asked a second time (made in the background, served from
   * the next ask on): the 1,000-event list is 33 KB as spliced gzip and 18 KB as brotli, and a viewer
   * holding a ticket gets the spliced answer on every visit. Not on the first ask: brotli of the
   * whole text costs ~5 ms of CPU, and while tickets sell every spliced tag changes with each sale.
   */
  const choose = async (codings: Accepted): Promise<Representation> => {
    const text = () => splicedText(profile, changed);
    // SPEED_OFF=spliced-gzip: the whole text, compressed per request by plugins/compression.ts.
    if (off.has('spliced-gzip')) return { encoding: null, body: text() };
    const takesBrotli = codings.br > 0;
    const kept = takesBrotli && brotliKept ? splicedBrotli.ready(etag) : undefined;
    if (kept) return { encoding: 'br', body: kept };
    if (codings.gzip > 0) {
      const askedBefore = spliced.has(etag);
      const body = await spliced.get(etag, () => splicedGzip(profile, changed));
      if (askedBefore && takesBrotli && brotliKept)
        void splicedBrotli.get(etag, () => compressStored(text(), 'br')).catch(() => undefined);
      return { encoding: 'gzip', body };
    }
    const body = text();
    if (takesBrotli && brotliKept && Buffer.byteLength(body) >= COMPRESS_FROM_BYTES)
      return { encoding: 'br', body: await splicedBrotli.get(etag, () => compressStored(body, 'br')) };
    return { encoding: null, body };
  };
  return sendStored(request, reply, etag, choose);
};
