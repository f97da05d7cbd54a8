/** File storage adapter: interface, local implementation, serving, and image checks for uploads. */
export * from './types';
export { createLocalStorage } from './local';
export { createS3Storage, type S3Settings } from './s3';
export { createStorage } from './create';
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
