import { Upload } from 'tus-js-client';
import { UPLOAD_RETRY_DELAYS_MS } from '@scena/shared';
import { session } from '../../../lib/session';

/**
 * Sends a file's bytes to a hosted video's upload_link with tus-js-client (spec 2 §4, §9): the
 * provider pre-created the upload, so the client gets `uploadUrl` (it asks HEAD for the offset and
 * resumes from there) and retries with the spec's delays. The session token goes only to our own
 * server (the local provider); Vimeo's link gets nothing of ours.
 */
export interface UploadHandle {
  promise: Promise<void>;
  abort: () => void;
}

export const sendFile = (
  link: string,
  file: Blob,
  onProgress: (sent: number, total: number) => void,
  retryDelays: readonly number[] = UPLOAD_RETRY_DELAYS_MS,
): UploadHandle => {
  let upload: Upload | null = null;
  const promise = new Promise<void>((resolve, reject) => {
    const ours = link.startsWith('/');
    upload = new Upload(file, {
      uploadUrl: ours ? new URL(link, window.location.origin).toString() : link,
      retryDelays: [...retryDelays],
      // Resuming goes through the stored upload_link of the list (the continue drawer), not localStorage.
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        const token = session.getState().token;
        if (ours && token) request.setHeader('x-auth-token', token);
      },
      onProgress,
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
  return { promise, abort: () => void upload?.abort() };
};

/** A file's identity for "choose the same file again": size, name, date and a hash of its first MiB. */
export const fingerprintOf = async (file: File): Promise<string> => {
  const head = await file.slice(0, 1024 * 1024).arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', head);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${file.size}:${file.lastModified}:${hex}`;
};

const KEY = (uri: string) => `scena.upload.${uri}`;
export const rememberFile = (uri: string, fingerprint: string) => {
  try {
    window.localStorage.setItem(KEY(uri), fingerprint);
  } catch {
    // private mode: the size check still guards the continue drawer
  }
};
export const rememberedFile = (uri: string): string | null => {
  try {
    return window.localStorage.getItem(KEY(uri));
  } catch {
    return null;
  }
};
export const forgetFile = (uri: string) => {
  try {
    window.localStorage.removeItem(KEY(uri));
  } catch {
    // nothing stored
  }
};
