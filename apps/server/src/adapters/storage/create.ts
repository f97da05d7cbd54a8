import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

/** The storage the configuration names (STORAGE); config has already checked the S3 variables. */
export const createStorage = (config: Config): FileStorage => {
  if (config.STORAGE !== 's3') return createLocalStorage(config.paths.uploads);
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION!,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
};
