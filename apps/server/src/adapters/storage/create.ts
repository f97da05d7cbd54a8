import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage, type S3Settings } from './s3';
import type { FileStorage } from './types';

/** The bucket settings when STORAGE=s3 (config has already checked the variables), else null. */
export const s3SettingsOf = (config: Config): S3Settings | null =>
  config.STORAGE !== 's3'
    ? null
    : {
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION!,
        bucket: config.S3_BUCKET!,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        publicUrl: config.S3_PUBLIC_URL,
      };

/** The storage the configuration names (STORAGE). */
export const createStorage = (config: Config): FileStorage => {
  const s3 = s3SettingsOf(config);
  return s3 ? createS3Storage(s3) : createLocalStorage(config.paths.uploads);
};
