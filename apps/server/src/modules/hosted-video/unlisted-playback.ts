import type { Playback } from '@scena/shared';

/** How long the player may keep the embed address; Vimeo guards the embed itself. */
const EMBED_VALIDITY_MS = 86_400_000;

/**
 * A hosted id that is not on our list is a Vimeo id pasted by hand into a video (spec 1 §5): it
 * plays in Vimeo's own embed, which Vimeo guards (embedding allowed on our domain only). Answering
 * that instead of a 404 keeps a normal watch page's console clean; no signed address of ours is
 * handed out, so there is no clock to start.
 */
export const unlistedPlayback = (providerId: string): Playback => ({
  kind: 'vimeo',
  url: `https://player.vimeo.com/video/${providerId}`,
  expires_at: new Date(Date.now() + EMBED_VALIDITY_MS).toISOString(),
  tracks: [],
});
