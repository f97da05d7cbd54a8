import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmbed, sanitizeHtml } from '../../lib/sanitize';
import type { WatchVersion } from '../../lib/paths';
import { Player } from './Player';

const VERSION_KEY: Record<WatchVersion, string> = {
  standard: 'player.version_standard',
  sign: 'player.version_sign',
  described: 'player.version_described',
};

export interface WatchModeProps {
  title: string;
  /** Media value per version; a version without one is not offered. */
  sources: Partial<Record<WatchVersion, string | null>>;
  /** The description shown with each version (HTML). */
  descriptions: Record<WatchVersion, string>;
  version: WatchVersion;
  onVersionChange: (version: WatchVersion) => void;
  /** Chat embed beside a live event (HTML), or null. */
  chat: string | null;
  onPlaybackStart: () => void;
  onClose: () => void;
}

/**
 * Watch mode (spec 1 §2): the player, the standard / sign-language / audio-described versions
 * switched together with their description, subtitles on or off (in the interface language),
 * and the chat beside a live event.
 */
export const WatchMode = (props: WatchModeProps) => {
  const { t, i18n } = useTranslation();
  const [subtitles, setSubtitles] = useState(false);
  // null: the player cannot tell (an embed), so the choice is offered; [] while loading or none.
  const [languages, setLanguages] = useState<readonly string[] | null>(null);
  const onSubtitleLanguages = useCallback((next: readonly string[] | null) => setLanguages(next), []);
  const hasSubtitles = languages === null || languages.includes(i18n.language);
  // Where a self-hosted video was: the next version starts there (spec: switching keeps the place).
  const position = useRef(0);
  const versions = (Object.keys(VERSION_KEY) as WatchVersion[]).filter((version) => props.sources[version]);
  const version = versions.includes(props.version) ? props.version : 'standard';
  const description = useMemo(() => sanitizeHtml(props.descriptions[version]), [props.descriptions, version]);
  const chatTitle = t('player.chat_title');
  const chat = useMemo(
    () => (props.chat ? sanitizeEmbed(props.chat, chatTitle) : ''),
    [props.chat, chatTitle],
  );
  return (
    <section
      className={`watch${chat ? ' watch--chat' : ''}`}
      aria-label={t('player.region', { title: props.title })}
    >
      <div className="watch__main">
        <Player
          value={props.sources[version]}
          title={props.title}
          subtitles={subtitles ? i18n.language : null}
          onStart={props.onPlaybackStart}
          position={position}
          onSubtitleLanguages={onSubtitleLanguages}
        />
        <div className="watch__controls">
          {versions.length > 1 && (
            <div role="group" aria-label={t('player.versions')} className="watch__versions">
              {versions.map((option) => (
                <button
                  key={option}
                  type="button"
                  className="btn btn--secondary"
                  aria-pressed={option === version}
                  onClick={() => props.onVersionChange(option)}
                >
                  {t(VERSION_KEY[option])}
                </button>
              ))}
            </div>
          )}
          {/* Offered only where this version has subtitles in the interface language; the choice is kept for the next version that has them. */}
          {hasSubtitles && (
            <label className="watch__subtitles">
              <input
                type="checkbox"
                checked={subtitles}
                onChange={(event) => setSubtitles(event.target.checked)}
              />{' '}
              {t('player.subtitles')}
            </label>
          )}
          <button type="button" className="btn btn--ghost" onClick={props.onClose}>
            {t('player.close')}
          </button>
        </div>
        {description && (
          <div className="prose watch__description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
      </div>
      {chat && (
        <aside className="watch__chat" aria-label={chatTitle}>
          <div dangerouslySetInnerHTML={{ __html: chat }} />
        </aside>
      )}
    </section>
  );
};
