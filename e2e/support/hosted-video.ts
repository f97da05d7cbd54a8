import { makeTestVideoFile } from '../../apps/server/test/video-fixture';

/** The journeys' recording: 4 s at 320×180, long enough for subtitles and a player's progress. */
export const makeJourneyVideo = (): Promise<string> =>
  makeTestVideoFile({ seconds: 4, size: '320x180', rate: 15, name: 'proba.mp4' });
