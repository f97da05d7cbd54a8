import { storeImage, variantUrls, type FileStorage, type ImageKind } from '../adapters/storage';

/**
 * Stores the uploaded images of a form (already size-checked by readValidatedForm) and returns their
 * addresses by field. If one fails, the ones stored so far are removed again.
 */
export const storeFormImages = async (
  storage: FileStorage,
  files: Record<string, Buffer>,
  kinds: Record<string, ImageKind>,
): Promise<Record<string, string>> => {
  const stored: Record<string, string> = {};
  try {
    for (const [field, data] of Object.entries(files)) {
      const kind = kinds[field];
      if (kind) stored[field] = await storeImage(storage, field, data, kind);
    }
    return stored;
  } catch (error) {
    await removeFiles(storage, Object.values(stored));
    throw error;
  }
};

/**
 * Best-effort removal, with the narrower copies made for srcset (adapters/storage/variants.ts): a
 * file left behind is harmless, a failed request because of it is not.
 */
export const removeFiles = async (
  storage: FileStorage,
  urls: readonly (string | null | undefined)[],
): Promise<void> => {
  const all = urls.flatMap((url) => (url ? [url, ...variantUrls(url)] : []));
  await Promise.all(all.map((url) => storage.remove(url).catch(() => undefined)));
};
