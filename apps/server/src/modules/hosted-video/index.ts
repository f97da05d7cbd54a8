/** Hosted videos: the upload list, subtitles and signed playback (words: CONTEXT.md). */
export { hostedVideoRoutes } from './hosted-video.routes';
export { hostedVideos, type HostedVideoRow } from './hosted-video.table';
export { hostedVideoUriPath } from './uri-path';
