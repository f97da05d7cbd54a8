import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmbed } from '../../lib/sanitize';
import { resolveSource } from './source';
import { HostedPlayer } from './HostedPlayer';

export interface PlayerProps {
  /** The embedded media value (spec 1 §5). */
  value: string | null | undefined;
  /** What plays, for the frame's accessible name. */
  title: string;
  /** Subtitle language to show, or null. */
  subtitles: string | null;
  /** Called once per source shown (the playback start the server records). */
  onStart?: () => void;
  /** The playing position (seconds) of a self-hosted video, kept across version switches. */
  position?: MutableRefObject<number>;
  /**
   * The subtitle languages the shown source has, once known (a self-hosted video's tracks), or
   * null when the player cannot tell (an embed): watch mode offers "Napisy" only where they exist.
   */
  onSubtitleLanguages?: (languages: readonly string[] | null) => void;
}

/**
 * The one player interface over every kind of media value (source.ts decides the kind). Watch
 * mode, trailers and anything that plays later use it, never an <iframe> of their own.
 */
export const Player = ({ value, title, subtitles, onStart, position, onSubtitleLanguages }: PlayerProps) => {
  const { t } = useTranslation();
  const source = useMemo(() => resolveSource(value, { subtitles }), [value, subtitles]);
  const frameTitle = t('player.frame_title', { title });
  const html = useMemo(
    () => (source.kind === 'html' ? sanitizeEmbed(source.html, frameTitle) : ''),
    [source, frameTitle],
  );
  const started = useRef<string | null>(null);
  const key = source.kind === 'invalid' ? null : (value ?? null);

  useEffect(() => {
    if (key !== null && started.current !== key) {
      started.current = key;
      onStart?.();
    }
  }, [key, onStart]);

  // Only a self-hosted video knows its tracks (HostedPlayer says so); any other source: unknown.
  const hosted = source.kind === 'hosted';
  useEffect(() => {
    if (!hosted) onSubtitleLanguages?.(null);
  }, [hosted, key, onSubtitleLanguages]);

  switch (source.kind) {
    case 'html':
      return <div className="player player--html" dangerouslySetInnerHTML={{ __html: html }} />;
    case 'frame':
      return (
        <div className="player">
          <iframe
            className="player__frame"
            src={source.src}
            title={frameTitle}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </div>
      );
    case 'hosted':
      return (
        <HostedPlayer
          key={source.id}
          id={source.id}
          title={title}
          frameTitle={frameTitle}
          subtitles={subtitles}
          position={position}
          onSubtitleLanguages={onSubtitleLanguages}
        />
      );
    default:
      return (
        <div className="player player--invalid" role="alert">
          {t('player.invalid_value')}
        </div>
      );
  }
};
