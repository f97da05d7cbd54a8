/** Hosted videos (admin): the upload list and the picker the video forms use (composed in app/admin). */
export { HostedVideoPicker } from './admin/HostedVideoPicker';
