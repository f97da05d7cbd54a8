import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '../../components/Alert';
import { isApiError } from '../../lib/api';
import { apiErrorMessage } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { pushProductView } from '../../lib/data-layer';
import { useIsAdmin, useSession } from '../../lib/session';
import { useAppConfig } from '../../features/content/api/app-config';
import { itemQuery, useItem } from '../../features/catalog/api/item';
import { itemAccess, itemPrice, type CatalogItem } from '../../features/catalog/item/access';
import { itemAction } from '../../features/catalog/item/actions';
import { itemTiming } from '../../features/catalog/item/timing';
import { WATCH_MODE_REFRESH_WAIT_MS } from '@scena/shared/access/countdown';
import { AdBanner } from '../../features/catalog/components/item/AdBanner';
import { ItemActions } from '../../features/catalog/components/item/ItemActions';
import { ItemDetail, useItemTexts } from '../../features/catalog/components/item/ItemDetail';
import {
  links,
  VERSION_PARAM,
  versionOf,
  VERSION_VALUES,
  WATCH_PARAM,
  type WatchVersion,
} from '../../lib/paths';
import { NotFoundPage } from './ErrorPage';
import { startPlayback } from '../../features/access/api/start-playback';
import { toast } from '../../components/toast/toast-store';
import type { PlaybackVersion } from '@scena/shared/access/reasons';
import { useSessionCheck } from './useSessionCheck';
import '../../features/catalog/components/item/item.css';

// The player is its own chunk: a page without watch mode or trailer never downloads it.
const WatchMode = lazy(() => import('../../features/player').then((m) => ({ default: m.WatchMode })));
const Player = lazy(() => import('../../features/player').then((m) => ({ default: m.Player })));
// Administrators' orders panel (spec 3 §2.4): antd in its own chunk, never loaded for viewers.
const ItemOrdersPanel = lazy(() => import('./ItemOrdersPanel'));

/** At most this many extra reads when the answer lags behind the countdown (a wrong device clock). */
const MAX_STALE_RETRIES = 5;

const PLAYBACK_VERSION: Record<WatchVersion, PlaybackVersion> = {
  standard: 'standard',
  sign: 'pjm',
  described: 'audiodeskrypcja',
};

const ItemView = ({
  entry,
  updatedAt,
  refresh,
}: {
  entry: CatalogItem;
  updatedAt: number;
  refresh: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const isAdmin = useIsAdmin();
  const config = useAppConfig().data;
  const [params, setParams] = useSearchParams();
  const [now, setNow] = useState(() => new Date());
  const [turningOn, setTurningOn] = useState(false);
  const texts = useItemTexts(entry);
  usePageTitle(texts.title);

  // A page view: product view and impression in the data layer (after analytics consent).
  useEffect(() => {
    pushProductView(
      { id: entry.item.id, name: entry.item.title, price: itemPrice(entry), category: entry.kind },
      `${entry.kind} page`,
    );
    // Once per item shown (the view is keyed by the item).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const access = itemAccess(entry);
  const timing = itemTiming(entry, now);
  const price = itemPrice(entry);
  // The server is authoritative on availability; the local clock only says when to ask again.
  const action = itemAction({ guest: !authenticated, access, available: entry.item.available, price });
  const watchAsked = params.get(WATCH_PARAM) === 'true';
  const watching = watchAsked && action.kind === 'watch';
  useSessionCheck(watching);

  const onTimeChange = useCallback(() => {
    setNow(new Date());
    void refresh();
  }, [refresh]);
  // The countdown passed but the answer still shows the old state (a cached answer a few seconds
  // old): ask again shortly.
  const stale = timing.available !== entry.item.available;
  const retries = useRef(0);
  useEffect(() => {
    if (!stale) {
      retries.current = 0;
      return;
    }
    if (retries.current >= MAX_STALE_RETRIES) return;
    const timer = setTimeout(() => {
      retries.current += 1;
      void refresh();
    }, 3_000);
    return () => clearTimeout(timer);
  }, [stale, refresh, updatedAt]);

  const version = versionOf(params.get(VERSION_PARAM));
  const onPlaybackStart = useCallback(() => {
    startPlayback(entry.kind, entry.item.id, PLAYBACK_VERSION[version]).catch((error: unknown) => {
      // Refused (the access changed since the page was read): say why and stop.
      if (isApiError(error) && error.status === 409) {
        toast.error(error.message);
        void refresh();
      }
    });
  }, [entry.kind, entry.item.id, version, refresh]);

  const setWatch = (on: boolean, version?: WatchVersion) => {
    const next = new URLSearchParams(params);
    if (on) next.set(WATCH_PARAM, 'true');
    else next.delete(WATCH_PARAM);
    if (version !== undefined) {
      if (version === 'standard') next.delete(VERSION_PARAM);
      else next.set(VERSION_PARAM, VERSION_VALUES[version]);
    }
    setParams(next);
  };
  const turnOn = async () => {
    if (entry.kind === 'event') {
      setTurningOn(true);
      await refresh();
      await new Promise((resolve) => setTimeout(resolve, WATCH_MODE_REFRESH_WAIT_MS));
      setTurningOn(false);
    }
    setWatch(true);
  };

  const item = entry.item;
  const spinner = <Spinner label={t('common.loading')} />;
  const watch = watching ? (
    <Suspense fallback={spinner}>
      <WatchMode
        title={texts.title}
        sources={{
          standard: item.video_link,
          sign: item.accessibility_video,
          described: item.autodesc_video,
        }}
        descriptions={{
          standard: texts.description,
          sign: texts.additional || texts.description,
          described: texts.additional || texts.description,
        }}
        version={version}
        onVersionChange={(version) => setWatch(true, version)}
        chat={entry.kind === 'event' && item.available === 1 ? (entry.item.vimeo_chat ?? null) : null}
        onPlaybackStart={onPlaybackStart}
        onClose={() => setWatch(false)}
      />
    </Suspense>
  ) : undefined;

  return (
    <div className="page">
      <ItemDetail
        entry={entry}
        access={access}
        timing={timing}
        now={now}
        onTimeChange={onTimeChange}
        watch={watch}
        // The player opens by itself when the countdown ends (the answer then says 'watch').
        waitingToWatch={watchAsked && action.kind === 'access'}
        renderTrailer={(value) => (
          <Suspense fallback={spinner}>
            <Player
              value={value}
              title={t('item_page.trailer_of', { title: texts.title })}
              subtitles={null}
            />
          </Suspense>
        )}
        actions={
          // The player is running: no "Oglądaj" beside it (closing it is the player's own button).
          watching ? null : (
            <ItemActions
              action={action}
              signInHref={links.signIn({ redirect: links.item(entry.kind, item.slug || item.id) })}
              purchaseHref={links.purchase(entry.kind, item.id)}
              onWatch={() => void turnOn()}
              watchBusy={turningOn}
              ended={t(entry.kind === 'event' ? 'item_page.event_ended' : 'item_page.video_ended')}
            />
          )
        }
      />
      <AdBanner config={config} paid={price > 0} />
      {isAdmin && !watching && (
        <Suspense fallback={spinner}>
          <ItemOrdersPanel kind={entry.kind} itemId={item.id} />
        </Suspense>
      )}
    </div>
  );
};

/**
 * /wydarzenie/{slugOrId} and /wideo/{slugOrId}, and their /publiczne previews for guests (the
 * layout's guard sends each audience to its variant, spec 1 §2). A missing item is the 404 page.
 */
export const ItemPage = ({ kind }: { kind: CatalogItem['kind'] }) => {
  const { t } = useTranslation();
  const { slugOrId = '' } = useParams();
  const { authenticated } = useSession();
  const audience = authenticated ? 'user' : 'guest';
  const query = useItem(kind, slugOrId, audience);
  const client = useQueryClient();
  const refresh = useCallback(
    () => client.refetchQueries({ queryKey: itemQuery(kind, slugOrId, audience).queryKey, exact: true }),
    [client, kind, slugOrId, audience],
  );

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>;
  }
  return (
    <ItemView
      key={`${kind}:${query.data.item.id}`}
      entry={query.data}
      updatedAt={query.dataUpdatedAt}
      refresh={refresh}
    />
  );
};

export const EventPage = () => <ItemPage kind="event" />;
export const VideoPage = () => <ItemPage kind="video" />;
