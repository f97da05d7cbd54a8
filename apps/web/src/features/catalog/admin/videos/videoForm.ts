import type { Dayjs } from 'dayjs';
import type { Video, VideoCreate, VideoImageField, RestrictedAccess } from '@scena/shared';
import type { ImageValue } from '../../../../components/admin-kit';
import { instantToPicker, pickerToWarsaw } from '../shared/dates';

/** The select's stand-in for "no per-video value" (the global ticket validity applies). */
export const GLOBAL_VALIDITY = 'global';

export interface VideoFormValues {
  title: string;
  subtitle?: string | null;
  slug?: string | null;
  video_link: string;
  accessibility_video?: string | null;
  autodesc_video?: string | null;
  teaser_link?: string | null;
  description?: string | null;
  additional_desc?: string | null;
  image_link?: ImageValue;
  thumb_link?: ImageValue;
  visible: boolean;
  dashboard_hidden: boolean;
  share_teatrlink: boolean;
  age_restriction?: number | null;
  duration?: number | null;
  gallery_id?: number | null;
  weight?: number | null;
  available_from?: Dayjs | null;
  end_date?: Dayjs | null;
  video_price?: string | number | null;
  restricted_access: RestrictedAccess;
  tickets_expiration_time: number | typeof GLOBAL_VALIDITY;
  categories: number[];
}

/** The request body: the contract's fields plus the new image files (multipart parts). */
export type VideoBody = VideoCreate & Partial<Record<VideoImageField, File>>;

/** Spec 2 §4 defaults for a new video: visible 1, weight 0, dashboard_hidden 0, share_teatrlink 0; no price. */
export const newVideoValues = (): Partial<VideoFormValues> => ({
  visible: true,
  weight: 0,
  dashboard_hidden: false,
  share_teatrlink: false,
  // Entered on purpose, never assumed: an empty price is refused, a free video is an explicit 0.
  video_price: '',
  restricted_access: 'any',
  tickets_expiration_time: GLOBAL_VALIDITY,
  categories: [],
  gallery_id: null,
});

export const videoToValues = (video: Video): Partial<VideoFormValues> => ({
  title: video.title,
  subtitle: video.subtitle,
  slug: video.slug,
  video_link: video.video_link ?? '',
  accessibility_video: video.accessibility_video ?? null,
  autodesc_video: video.autodesc_video ?? null,
  teaser_link: video.teaser_link,
  description: video.description,
  additional_desc: video.additional_desc,
  image_link: video.image_link,
  thumb_link: video.thumb_link,
  visible: video.visible === 1,
  dashboard_hidden: video.dashboard_hidden === 1,
  share_teatrlink: video.share_teatrlink === 1,
  age_restriction: video.age_restriction,
  duration: video.duration,
  gallery_id: video.gallery_id,
  weight: video.weight,
  available_from: instantToPicker(video.available_from),
  end_date: instantToPicker(video.end_date),
  video_price: String(video.video_price),
  restricted_access: video.restricted_access,
  tickets_expiration_time: video.tickets_expiration_time ?? GLOBAL_VALIDITY,
  categories: video.categories,
});

const text = (value: string | null | undefined) => value ?? null;
const count = (value: number | null | undefined) => (value === undefined || value === null ? null : value);

export const videoValuesToBody = (values: VideoFormValues): VideoBody => {
  const body: VideoBody = {
    title: values.title ?? '',
    subtitle: text(values.subtitle),
    slug: text(values.slug),
    video_link: values.video_link ?? '',
    accessibility_video: text(values.accessibility_video),
    autodesc_video: text(values.autodesc_video),
    teaser_link: text(values.teaser_link),
    description: text(values.description),
    additional_desc: text(values.additional_desc),
    visible: values.visible ? 1 : 0,
    dashboard_hidden: values.dashboard_hidden ? 1 : 0,
    share_teatrlink: values.share_teatrlink ? 1 : 0,
    age_restriction: count(values.age_restriction),
    duration: count(values.duration),
    gallery_id: values.gallery_id ?? null,
    weight: values.weight ?? 0,
    available_from: pickerToWarsaw(values.available_from),
    end_date: pickerToWarsaw(values.end_date),
    // Empty stays empty, so the contract says 'required' (no silent 0 zł).
    video_price: values.video_price === null || values.video_price === undefined ? '' : values.video_price,
    restricted_access: values.restricted_access,
    tickets_expiration_time:
      values.tickets_expiration_time === GLOBAL_VALIDITY ? null : values.tickets_expiration_time,
    categories: values.categories ?? [],
  };
  if (values.image_link instanceof File) body.image_link = values.image_link;
  if (values.thumb_link instanceof File) body.thumb_link = values.thumb_link;
  return body;
};

/** Splits the body into the contract's fields and the image files for the multipart request. */
export const splitVideoBody = (body: VideoBody) => {
  const { image_link, thumb_link, ...fields } = body;
  return {
    fields: fields as VideoCreate,
    files: { image_link: image_link ?? null, thumb_link: thumb_link ?? null },
  };
};
