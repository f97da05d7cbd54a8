export { hostedVideoEndpoints } from './hosted-video/hosted-video.endpoints';
