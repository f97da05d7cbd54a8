/** The player feature, loaded lazily with watch mode and trailers (JS budget). */
export { Player, type PlayerProps } from './Player';
export { WatchMode, type WatchModeProps } from './WatchMode';
