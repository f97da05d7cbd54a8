import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalVideoHost } from './local/local';
import { createVimeoVideoHost } from './vimeo/vimeo';
import type { VideoHost } from './types';

/** Video hosting (VIDEO_HOST): the embedded local provider, or Vimeo. Modules see only VideoHost. */
export * from './types';
export { packageVideoJob, expireUploadsJob } from './local/package.job';
export { TUS_PATH } from './local/tus';
export { videoObjectOrigins } from './local/objects';

export const createVideoHost = (config: Config, db: Db): VideoHost =>
  config.VIDEO_HOST === 'vimeo'
    ? createVimeoVideoHost({
        apiUrl: config.VIMEO_API_URL,
        token: config.VIMEO_ACCESS_TOKEN!,
        embedDomain: config.VIMEO_EMBED_DOMAIN ?? new URL(config.PUBLIC_URL).hostname,
      })
    : createLocalVideoHost(config, db);
