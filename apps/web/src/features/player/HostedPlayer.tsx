import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { hostedVideoEndpoints } from '@scena/shared/hosted-video.endpoints';
import type { Playback } from '@scena/shared';
import { call } from '../../lib/endpoint-client';
import { isApiError } from '../../lib/api';
import { session } from '../../lib/session';
import { sendsSessionTo } from './session-header';
import { hostedEmbedUrl, HOSTED_EMBED } from './source';

export interface HostedPlayerProps {
  id: string;
  title: string;
  frameTitle: string;
  /** Subtitle language to show, or null. */
  subtitles: string | null;
  /** Where the viewer was (seconds), kept across version switches by whoever holds the ref. */
  position?: MutableRefObject<number>;
  /** The subtitle languages of the video once known; null for the Vimeo embed (it cannot tell). */
  onSubtitleLanguages?: (languages: readonly string[] | null) => void;
}

/** Shows the tracks of one language (none for null) on a video element. */
const showSubtitles = (element: HTMLVideoElement | null, language: string | null) => {
  const tracks = element?.textTracks;
  if (!tracks) return;
  for (let i = 0; i < tracks.length; i += 1)
    tracks[i]!.mode = language && tracks[i]!.language === language ? 'showing' : 'disabled';
};

type State =
  | { kind: 'loading' }
  | { kind: 'vimeo' }
  | { kind: 'play'; playback: Playback }
  | { kind: 'refused'; key: string };

/**
 * A hosted video (digits, spec 1 §5). The server says how it plays (GET /api/vimeo/{id}/playback,
 * asked of the access module): a signed HLS playlist or MP4 of the local provider, played in a
 * <video> (hls.js, loaded only here, where the browser has Media Source Extensions; native HLS
 * elsewhere) with the subtitle
 * tracks; or Vimeo, in its 640×360 embed with `texttrack`. An id the list does not know is a
 * Vimeo id pasted by hand: the embed too.
 */
export const HostedPlayer = ({
  id,
  title,
  frameTitle,
  subtitles,
  position,
  onSubtitleLanguages,
}: HostedPlayerProps) => {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(hostedVideoEndpoints.playback, { params: { id } }, { signal: controller.signal })
      .then((answer) =>
        setState(
          answer.playback.kind === 'vimeo' ? { kind: 'vimeo' } : { kind: 'play', playback: answer.playback },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.body.statusCode : 0;
        if (status === 404 || status === 401) setState({ kind: 'vimeo' });
        else
          setState({
            kind: 'refused',
            key: status === 403 ? 'player.no_access' : status === 409 ? 'player.not_ready' : 'player.failed',
          });
      });
    return () => controller.abort();
  }, [id]);

  const playback = state.kind === 'play' ? state.playback : null;
  useEffect(() => {
    if (state.kind === 'play') onSubtitleLanguages?.(state.playback.tracks.map((track) => track.language));
    else if (state.kind === 'vimeo') onSubtitleLanguages?.(null);
    else onSubtitleLanguages?.([]);
  }, [state, onSubtitleLanguages]);
  useEffect(() => {
    const element = video.current;
    if (!element || !playback) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const resume = () => {
      if (position && position.current > 0) element.currentTime = position.current;
    };
    const remember = () => {
      if (position) position.current = element.currentTime;
    };
    element.addEventListener('loadedmetadata', resume);
    element.addEventListener('timeupdate', remember);
    // hls.js (its light build: subtitles are <track>s, not HLS renditions) where the browser has Media
    // Source Extensions; the browser's own
    // HLS (Safari on iPhone) where it has not.
    const mse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    if (playback.kind === 'mp4' || !mse) {
      element.src = playback.url;
    } else {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          element.src = playback.url;
          return;
        }
        // Blob workers are outside the CSP (script-src 'self'): parse on the main thread.
        const hls = new Hls({
          enableWorker: false,
          xhrSetup: (xhr, url) => {
            const token = session.getState().token;
            if (token && sendsSessionTo(url)) xhr.setRequestHeader('x-auth-token', token);
          },
        });
        hls.loadSource(playback.url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      });
    }
    return () => {
      cancelled = true;
      remember();
      element.removeEventListener('loadedmetadata', resume);
      element.removeEventListener('timeupdate', remember);
      destroy?.();
    };
  }, [playback, position]);

  // The chosen subtitle language (or none) on every track, also after a version switch.
  useEffect(() => showSubtitles(video.current, subtitles), [subtitles, playback]);

  switch (state.kind) {
    case 'loading':
      return (
        <div className="player" aria-busy="true">
          {t('player.loading')}
        </div>
      );
    case 'vimeo':
      return (
        <div className="player">
          <iframe
            className="player__frame"
            src={hostedEmbedUrl(id, { subtitles })}
            title={frameTitle}
            width={HOSTED_EMBED.width}
            height={HOSTED_EMBED.height}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        </div>
      );
    case 'refused':
      return (
        <div className="player player--invalid" role="alert">
          {t(state.key)}
        </div>
      );
    default:
      return (
        <div className="player">
          <video
            ref={video}
            className="player__video"
            // Subtitles and progressive files redirect to the bucket with STORAGE=s3: a <track> is
            // fetched cross-origin only with CORS, under the bucket's rule (README, deploy/s3/cors.json).
            crossOrigin="anonymous"
            controls
            playsInline
            preload="metadata"
            aria-label={frameTitle}
            title={title}
          >
            {state.playback.tracks.map((track) => (
              <track
                key={track.url}
                kind="subtitles"
                src={track.url}
                srcLang={track.language}
                label={track.name}
                default={track.language === subtitles}
              />
            ))}
          </video>
        </div>
      );
  }
};
