/** File storage adapter: interface, local implementation, serving, and image checks for uploads. */
export * from './types';
export { createLocalStorage } from './local';
export { createS3Client, createS3Storage, isMissing, type S3Settings } from './s3';
export { createStorage, s3SettingsOf } from './create';
export { PART_BYTES, listObjects, putObjectFromFile, type ObjectHeaders } from './s3-objects';
export { uploadsPlugin } from './serve';
export { openVariant, resizeImage, variantName, variantUrls } from './variants';
export {
  IMAGE_LIMITS,
  encodeImage,
  storeImage,
  storeGalleryImage,
  storeGeneratedImage,
  imageTooLarge,
  type ImageKind,
} from './images';
export { ensureMultipart, readValidatedForm, type FormSpec, type ValidatedForm } from './multipart';
