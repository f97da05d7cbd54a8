// hls.js ships the light build (no subtitle or alternate-audio renditions, which the player does
// not use: subtitles are <track> elements) without its own types; it has the full build's API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
