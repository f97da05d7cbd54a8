export * from './hosted-video/hosted-video.contract';
export { checkVtt, type VttProblem } from './hosted-video/vtt';
