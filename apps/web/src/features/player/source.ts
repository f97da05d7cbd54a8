import { classifyMedia } from '@scena/shared/catalog.contract';

/**
 * The embedded media value of spec 1 §5, turned into what the player shows. This is the one
 * switch over source kinds: a new kind (self-hosted HLS) is one more case here and one more
 * renderer in Player.tsx, and every page keeps the same <Player> interface.
 *
 * - an iframe (HTML): rendered as sanitised HTML;
 * - an http(s) address: used as the frame's address;
 * - digits: a hosted video's id, played in the hosting player's 640x360 embed (Vimeo today),
 *   with its subtitles switched on through the embed's `texttrack` option;
 * - anything else: the 'invalid value' message.
 */
export type PlayerSource =
  | { kind: 'html'; html: string }
  | { kind: 'frame'; src: string }
  | { kind: 'hosted'; id: string; src: string; width: number; height: number }
  | { kind: 'invalid' };

export const HOSTED_EMBED = { width: 640, height: 360 } as const;
const HOSTED_PLAYER_URL = 'https://player.vimeo.com/video/';

export interface SourceOptions {
  /** The subtitle language to show (the interface's), or null for none. */
  subtitles: string | null;
}

export const hostedEmbedUrl = (id: string, { subtitles }: SourceOptions): string => {
  const params = new URLSearchParams({ dnt: '1' });
  if (subtitles) params.set('texttrack', subtitles);
  return `${HOSTED_PLAYER_URL}${id}?${params.toString()}`;
};

export const resolveSource = (value: string | null | undefined, options: SourceOptions): PlayerSource => {
  const text = (value ?? '').trim();
  switch (text ? classifyMedia(text) : 'invalid') {
    case 'iframe':
      return { kind: 'html', html: text };
    case 'url':
      return { kind: 'frame', src: text };
    case 'hosted':
      return { kind: 'hosted', id: text, src: hostedEmbedUrl(text, options), ...HOSTED_EMBED };
    default:
      return { kind: 'invalid' };
  }
};
