import {
  AppError,
  type HostedVideo,
  type HostedVideoSortField,
  type ListPaging,
  type Subtitle,
} from '@scena/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { toHostedVideo } from './hosted-video.presenter';
import { hostedVideosRepository as repo } from './hosted-video.repository';
import type { HostedVideoRow } from './hosted-video.table';
import { createWatchAccess } from './watch-access';

const notFound = () => new AppError('NOT_FOUND', 'hosted_video.not_found');

/**
 * The hosted-video list and its use cases (spec 2 §2.2, §2.3, §4, §7). The list is ours; bytes,
 * subtitles and playback belong to the provider behind ctx.videoHost (local or Vimeo).
 */
export const createHostedVideoService = (ctx: AppContext) => {
  const { db, videoHost: host } = ctx;
  const provider = host.kind;
  const access = createWatchAccess(ctx);

  const existing = async (providerId: string): Promise<HostedVideoRow> => {
    const row = await repo.get(db, provider, providerId);
    if (!row) throw notFound();
    return row;
  };
  const present = async (row: HostedVideoRow): Promise<HostedVideo> =>
    toHostedVideo(row, (await host.packaging([row.provider_id])).get(row.provider_id) ?? null);

  return {
    canWatch: access.canWatchHostedVideo,

    async page(filter: { q?: string }, paging: ListPaging<HostedVideoSortField>) {
      const { items, total } = await repo.page(db, provider, filter, paging);
      const packaging = await host.packaging(items.map((row) => row.provider_id));
      return {
        videos: items.map((row) => toHostedVideo(row, packaging.get(row.provider_id) ?? null)),
        total,
      };
    },

    /** The provider's upload first (its id names the record), then the record. */
    async create(input: { name: string; size: number }) {
      const upload = await host.createUpload(input);
      await repo.insert(db, {
        provider,
        provider_id: upload.providerId,
        uri: upload.uri,
        name: input.name,
        size: input.size,
        upload_link: upload.uploadLink,
      });
      return { video: { upload_link: upload.uploadLink, uri: upload.uri } };
    },

    /** Finalize (spec 2 §4): every byte arrived and, locally, the container is a video. Idempotent. */
    async finalize(providerId: string): Promise<HostedVideo> {
      const row = await existing(providerId);
      if (row.status !== 'NOT_UPLOADED') return present(row);
      const result = await host.finalize(providerId);
      if (result === 'incomplete') throw new AppError('CONFLICT', 'hosted_video.not_complete');
      if (result === 'invalid') {
        await repo.update(db, row.id, { status: 'ERROR' });
        throw new AppError('UNPROCESSABLE', 'hosted_video.wrong_container');
      }
      if (result === 'missing') throw new AppError('CONFLICT', 'hosted_video.finalize_failed');
      return present((await repo.update(db, row.id, { status: 'UPLOADED' }))!);
    },

    async rename(providerId: string, name: string): Promise<HostedVideo> {
      const row = await existing(providerId);
      return present((await repo.update(db, row.id, { name }))!);
    },

    /** Spec 2 §2.2: only the record goes; the provider keeps the video (purge removes it). */
    async remove(providerId: string): Promise<HostedVideo> {
      const row = await existing(providerId);
      const video = await present(row);
      await repo.remove(db, row.id);
      return video;
    },

    async purge(providerId: string) {
      const row = await existing(providerId);
      await host.purge(providerId);
      await repo.remove(db, row.id);
      return { deleted: true };
    },

    async subtitles(providerId: string): Promise<{ data: Subtitle[] }> {
      await existing(providerId);
      const tracks = await host.listTracks(providerId);
      if (!tracks) throw notFound();
      return { data: tracks };
    },

    async addSubtitle(
      providerId: string,
      input: { name: string; language: string; subtitleContent: string },
    ): Promise<Subtitle> {
      await existing(providerId);
      const track = await host.addTrack(providerId, {
        name: input.name,
        language: input.language,
        content: input.subtitleContent,
      });
      if (!track) throw notFound();
      return track;
    },

    async removeSubtitle(providerId: string, trackId: string) {
      await existing(providerId);
      if (!(await host.removeTrack(providerId, trackId)))
        throw new AppError('NOT_FOUND', 'hosted_video.subtitle_not_found');
      return { deleted: true };
    },

    /**
     * A signed address, only after the access port says this user may watch (spec 1 §5). Handing
     * it out starts the playback (validity clock, view, IP limit) as the player's start does.
     */
    async playback(user: UserRow | null, providerId: string, country: string | null, ip: string) {
      const row = await repo.get(db, provider, providerId);
      if (!row) throw notFound();
      // Guests are user 0 in the signature: only a visible video's teaser plays for them.
      const playback = await host.playback(providerId, user?.id ?? 0);
      if (!playback) {
        // Not playable yet: no clock started; say so only to someone who may watch it.
        if (!(await access.canWatchHostedVideo(user?.id ?? 0, providerId, country)))
          throw new AppError('FORBIDDEN', 'hosted_video.no_access');
        throw new AppError('CONFLICT', 'hosted_video.not_ready');
      }
      await access.startWatching(user, providerId, country, ip);
      return { playback };
    },
  };
};
