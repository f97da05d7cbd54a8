import { access, defineEndpoint } from '../http/endpoint';
import {
  createSubtitleBody,
  createUploadBody,
  createUploadResponse,
  deletedResponse,
  hostedVideoIdParams,
  hostedVideoResponse,
  hostedVideosListQuery,
  hostedVideosPage,
  playbackResponse,
  renameBody,
  subtitleParams,
  subtitleResponse,
  subtitlesResponse,
} from './hosted-video.contract';

/**
 * Spec 2 §7 "Hosted videos and subtitles": the paths keep `/api/vimeo` whatever the provider, so
 * the browser code is the same for both. `:id` is the provider id (the digits of the uri).
 */
export const hostedVideoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vimeo',
    access: access.admin,
    query: hostedVideosListQuery,
    response: hostedVideosPage,
  }),
  /** Creates the record and the provider's tus upload; the browser then sends the bytes to upload_link. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/vimeo',
    access: access.admin,
    body: createUploadBody,
    response: createUploadResponse,
  }),
  /** Finalize: checks every byte arrived (and, locally, the real container), then marks it uploaded. */
  finalize: defineEndpoint({
    method: 'PATCH',
    path: '/api/vimeo/:id',
    access: access.admin,
    params: hostedVideoIdParams,
    response: hostedVideoResponse,
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: '/api/vimeo/:id',
    access: access.admin,
    params: hostedVideoIdParams,
    body: renameBody,
    response: hostedVideoResponse,
  }),
  /** Removes the record only; the provider keeps the video (spec 2 §2.2). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/vimeo/:id',
    access: access.admin,
    params: hostedVideoIdParams,
    response: hostedVideoResponse,
  }),
  /** Removes the video at the provider (files, or the Vimeo video) and the record. */
  purge: defineEndpoint({
    method: 'POST',
    path: '/api/vimeo/:id/purge',
    access: access.admin,
    params: hostedVideoIdParams,
    response: deletedResponse,
  }),
  subtitles: defineEndpoint({
    method: 'GET',
    path: '/api/vimeo/:id/subtitles',
    access: access.admin,
    params: hostedVideoIdParams,
    response: subtitlesResponse,
  }),
  addSubtitle: defineEndpoint({
    method: 'POST',
    path: '/api/vimeo/:id/subtitles',
    access: access.admin,
    params: hostedVideoIdParams,
    body: createSubtitleBody,
    response: subtitleResponse,
  }),
  removeSubtitle: defineEndpoint({
    method: 'DELETE',
    path: '/api/vimeo/:id/subtitles/:trackId',
    access: access.admin,
    params: subtitleParams,
    response: deletedResponse,
  }),
  /**
   * A short-lived signed address for someone who may watch a video that embeds this hosted video
   * (the access module decides); a visible video's teaser plays for guests too.
   */
  playback: defineEndpoint({
    method: 'GET',
    path: '/api/vimeo/:id/playback',
    access: access.public(
      'hosted playback: the access module decides per caller; teasers of visible videos play for everyone',
    ),
    params: hostedVideoIdParams,
    response: playbackResponse,
  }),
};
