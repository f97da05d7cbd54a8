import type { FastifyPluginAsync } from 'fastify';
import type { PackagingState, Playback } from '@scena/shared';

/** A subtitle track as the provider keeps it. */
export interface ProviderTrack {
  id: string;
  uri: string;
  name: string;
  language: string;
}

export interface PackagingInfo {
  state: PackagingState;
  progress: number | null;
  note: string | null;
}

/** What finalize found: every byte there and a video container, or why not. */
export type FinalizeResult = 'complete' | 'incomplete' | 'invalid' | 'missing';

/** Callbacks the hosted-video module hands to the provider's own routes (the adapter knows no module). */
export interface VideoHostRouteOptions {
  /** The access port: may this user (0: a guest) watch the hosted video with this provider id? */
  canWatch: (userId: number, providerId: string, country: string | null) => Promise<boolean>;
  /** tus creation (POST to the upload endpoint) goes through the same use case as POST /api/vimeo. */
  createRecord: (input: {
    name: string;
    size: number;
    filename?: string;
  }) => Promise<{ upload_link: string; uri: string }>;
}

/**
 * The video-host port (VIDEO_HOST): the embedded local provider or Vimeo. The hosted-video module
 * keeps the list; the provider keeps the bytes, the subtitles and the playback addresses.
 * Provider ids are digit strings (the end of `/videos/<id>`).
 */
export interface VideoHost {
  readonly kind: 'local' | 'vimeo';
  /** Creates the resumable upload: answers the provider's uri and the tus address for its bytes. */
  createUpload(input: {
    name: string;
    size: number;
  }): Promise<{ providerId: string; uri: string; uploadLink: string }>;
  finalize(providerId: string): Promise<FinalizeResult>;
  /** Local only: packaging state per provider id (Vimeo transcodes on its side: empty map). */
  packaging(providerIds: string[]): Promise<Map<string, PackagingInfo>>;
  /** null: no such video at the provider. */
  listTracks(providerId: string): Promise<ProviderTrack[] | null>;
  addTrack(
    providerId: string,
    input: { name: string; language: string; content: string },
  ): Promise<ProviderTrack | null>;
  removeTrack(providerId: string, trackId: string): Promise<boolean>;
  /** Removes the video at the provider (bytes, packages, subtitles). */
  purge(providerId: string): Promise<void>;
  /** A signed, short-lived address for this user (null: not playable yet). */
  playback(providerId: string, userId: number): Promise<Playback | null>;
  /** Routes the provider serves itself (local: the tus endpoint and the signed media). */
  routes?: FastifyPluginAsync<VideoHostRouteOptions>;
}
