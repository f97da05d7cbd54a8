import type { HostedVideo, HostedVideoStatus } from '@scena/shared';
import type { PackagingInfo } from '../../adapters/video-host';
import type { HostedVideoRow } from './hosted-video.table';

export const toHostedVideo = (row: HostedVideoRow, packaging: PackagingInfo | null): HostedVideo => ({
  id: row.provider_id,
  uri: row.uri,
  name: row.name,
  status: row.status as HostedVideoStatus,
  // The upload link is only useful while bytes are missing (the continue drawer).
  upload_link: row.status === 'NOT_UPLOADED' ? row.upload_link : null,
  size: row.size,
  created_at: row.created_at.toISOString(),
  packaging: row.status === 'NOT_UPLOADED' ? null : packaging,
});
