import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CatalogEvent, Category, Gallery, Slide, Video } from '@scena/shared';
import { pngImage, type UploadFile } from './images';
import { sessionToken } from './admin';

/**
 * Set-up over the API on behalf of the admin signed in in the browser (same session token), for
 * journeys that test editing, deleting and validation rather than creating.
 */
export class CatalogAdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(page: Page): Promise<CatalogAdminApi> {
    return new CatalogAdminApi(page.request, await sessionToken(page));
  }

  private async ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    const text = await response.text();
    expect(response.status(), `${what}: HTTP ${response.status()} ${text}`).toBeLessThan(300);
    return JSON.parse(text) as T;
  }

  private get headers() {
    return { 'x-auth-token': this.token };
  }

  async get<T>(path: string): Promise<{ status: number; body: T }> {
    const response = await this.request.get(path, { headers: this.headers });
    return { status: response.status(), body: (await response.json()) as T };
  }

  async createVideo(fields: {
    title: string;
    slug: string;
    video_link?: string;
    teaser_link?: string;
    video_price?: string;
    categories?: number[];
  }): Promise<Video> {
    const { categories, ...rest } = fields;
    const response = await this.request.post('/api/videos/', {
      headers: this.headers,
      multipart: {
        video_link: 'https://vimeo.com/76979871',
        visible: '1',
        ...rest,
        // The multipart list form: ids separated by commas.
        ...(categories ? { categories: categories.join(',') } : {}),
        image_link: pngImage('plakat.png', 400, 225, 3),
      },
    });
    return (await this.ok<{ video: Video }>('POST /api/videos/', response)).video;
  }

  async createEvent(fields: {
    video_id: number;
    title: string;
    slug: string;
    date_from: string;
    date_to: string;
    event_price?: string;
  }): Promise<CatalogEvent> {
    const response = await this.request.post('/api/events/', {
      headers: this.headers,
      data: { event_price: '10', time_from: '18:00', time_to: '20:00', ...fields },
    });
    return (await this.ok<{ event: CatalogEvent }>('POST /api/events/', response)).event;
  }

  async createSlide(fields: { title: string; text: string; url?: string }): Promise<Slide> {
    const response = await this.request.post('/api/slides/', {
      headers: this.headers,
      multipart: { ...fields, published: 'true', bg_image_data: pngImage('tlo.png', 640, 240, 5) },
    });
    return (await this.ok<{ slide: Slide }>('POST /api/slides/', response)).slide;
  }

  /** POST /api/galleries/{id}/images with any file; the answer as it is (for refusals too). */
  async uploadGalleryImage(
    galleryId: number,
    file: UploadFile,
  ): Promise<{ status: number; body: { message?: string } }> {
    const response = await this.request.post(`/api/galleries/${galleryId}/images`, {
      headers: this.headers,
      multipart: { image: file },
    });
    return { status: response.status(), body: (await response.json()) as { message?: string } };
  }

  async createCategory(name: string): Promise<Category> {
    const response = await this.request.post('/api/categories/', { headers: this.headers, data: { name } });
    return (await this.ok<{ category: Category }>('POST /api/categories/', response)).category;
  }

  async createGallery(name: string): Promise<Gallery> {
    const response = await this.request.post('/api/galleries/', { headers: this.headers, data: { name } });
    return (await this.ok<{ gallery: Gallery }>('POST /api/galleries/', response)).gallery;
  }
}

/** A calendar day `days` from today in Warsaw, as the API ('YYYY-MM-DD') and the pickers ('DD.MM.YYYY') write it. */
export const warsawDay = (days: number): { iso: string; typed: string } => {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}.${month}.${year}` };
};
