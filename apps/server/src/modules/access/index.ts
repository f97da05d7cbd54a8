/** Access: the one place that decides who may watch what (CONTEXT.md). */
export { accessGrants, playbackStarts, type AccessGrantRow, type PlaybackStartRow } from './access.table';
export {
  createAccessService,
  SITTING_MS,
  itemKey,
  type AccessService,
  type ListDecider,
  type Viewer,
} from './access.service';
export {
  decideAccess,
  toItemAccess,
  isFreeItem,
  type AccessItem,
  type AccessViewer,
  type FullDecision,
} from './access.policy';
export { accessRoutes, type AccessItemSource } from './access.routes';
export type { ItemRef } from './access.repository';
export { accessStore } from './access-store';
export { accessPersonalData } from './personal-data';
