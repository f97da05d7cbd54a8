import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTag } from './etag';
import { splicedBody, type ProfileAnswer } from './profile-answer';
import { sendStored, sendWhole } from './send-stored';

/**
 * Sends a viewer's list: the profile answer as stored when no card of theirs differs, else its bytes
 * with `changed` cards (position → JSON) in place, made for this request and compressed per request
 * (plugins/compression.ts). Its entity tag is a hash of the profile's tag and the changed cards, so
 * a revalidation that matches costs no text at all.
 */
export const sendPersonal = (
  request: FastifyRequest,
  reply: FastifyReply,
  profile: ProfileAnswer,
  changed: ReadonlyMap<number, string>,
) => {
  if (changed.size === 0) return sendWhole(request, reply, profile);
  const etag = entityTag(
    profile.etag,
    ...[...changed].map(([position, fragment]) => `\u0000${position}\u0000${fragment}`),
  );
  return sendStored(request, reply, etag, () => ({ encoding: null, body: splicedBody(profile, changed) }));
};
