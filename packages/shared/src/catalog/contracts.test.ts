import { describe, expect, it } from 'vitest';
import {
  classifyMedia,
  decodeFormFields,
  eventCreateSchema,
  eventRuleIssues,
  toCatalogFormData,
  VIDEO_FORM_KINDS,
  videoCreateSchema,
} from '../catalog.contract';
import { slideCreateSchema } from './slide.contract';
import { categoryBodySchema, galleryBodySchema } from './taxonomy.contract';
import { messages } from '../i18n/messages';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('catalogue contracts', () => {
  it('classifies embedded media values like the player (spec 1 §5)', () => {
    expect(classifyMedia('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe('iframe');
    expect(classifyMedia('https://vimeo.com/1')).toBe('url');
    expect(classifyMedia('76979871')).toBe('hosted');
    for (const value of ['javascript:alert(1)', 'vimeo', 'https://a b', '<script>x</script>', '12ab'])
      expect(classifyMedia(value)).toBe('invalid');
  });

  it('round-trips typed form values through FormData (web) and decodeFormFields (server)', () => {
    const values = {
      title: 'Wesele',
      video_link: '1',
      visible: false,
      weight: 3,
      age_restriction: null,
      categories: [1, 2],
      video_price: '9,99',
    };
    const data = toCatalogFormData(values);
    const fields: Record<string, string[]> = {};
    data.forEach((value, key) => (fields[key] ??= []).push(String(value)));
    const decoded = decodeFormFields(fields, VIDEO_FORM_KINDS);
    expect(decoded).toEqual({
      title: 'Wesele',
      video_link: '1',
      visible: false,
      weight: 3,
      age_restriction: null,
      categories: [1, 2],
      video_price: '9,99',
    });
    const parsed = videoCreateSchema.parse(decoded);
    expect(parsed).toMatchObject({
      visible: 0,
      video_price: 9.99,
      categories: [1, 2],
      age_restriction: null,
    });
    expect(decodeFormFields({ 'categories[]': ['3', '4'], visible: ['on'] }, VIDEO_FORM_KINDS)).toEqual({
      categories: [3, 4],
      visible: true,
    });
    expect(decodeFormFields({ categories: ['[5,6]'] }, VIDEO_FORM_KINDS)).toEqual({ categories: [5, 6] });
  });

  it('uses only message keys that exist in both languages', () => {
    const bad = [
      videoCreateSchema.safeParse({
        title: 5,
        slug: 'A',
        video_link: 'x',
        tickets_expiration_time: 1,
        restricted_access: 'x',
        end_date: 'x',
      }),
      eventCreateSchema.safeParse({ event_price: 'x', date_from: 'x' }),
      slideCreateSchema.safeParse({ url: 'ftp://x' }),
    ];
    for (const result of bad) {
      for (const message of Object.values(issues(result))) {
        expect(messages.pl, message).toHaveProperty([message]);
        expect(messages.en, message).toHaveProperty([message]);
      }
    }
  });

  it('checks event dates and daily hours, with full-day events needing no hours', () => {
    expect(
      eventRuleIssues({
        date_from: '2030-01-02',
        date_to: '2030-01-01',
        time_from: '10:00',
        time_to: '09:00',
      }),
    ).toEqual([
      { path: 'date_to', message: 'catalog.validate.invalid_date' },
      { path: 'time_to', message: 'catalog.validate.invalid_hours' },
    ]);
    expect(eventRuleIssues({ date_from: '2030-01-01', date_to: '2030-01-01', full_day: true })).toEqual([]);
    expect(
      eventRuleIssues({
        date_from: '2030-01-01',
        date_to: '2030-01-01',
        time_from: '10:00',
        time_to: '10:00',
      }),
    ).toEqual([]);
  });

  it('reports every error of an event at once: the field rules and the date and hour rules together', () => {
    const result = eventCreateSchema.safeParse({
      title: '',
      event_price: '',
      date_from: '2030-01-02',
      date_to: '2030-01-01',
      time_from: '10:00',
      time_to: '09:00',
    });
    expect(issues(result)).toEqual({
      title: 'catalog.validate.title_required',
      event_price: 'form.validate.required',
      video_id: 'catalog.validate.video_required',
      date_to: 'catalog.validate.invalid_date',
      time_to: 'catalog.validate.invalid_hours',
    });
    // Empty is "required" (never "invalid date"); a malformed value is judged by its field alone.
    expect(issues(eventCreateSchema.safeParse({ video_id: 1, title: 'Gala', event_price: '0' }))).toEqual({
      date_from: 'form.validate.required',
      date_to: 'form.validate.required',
      time_from: 'form.validate.required',
      time_to: 'form.validate.required',
    });
    expect(
      issues(
        eventCreateSchema.safeParse({
          video_id: 1,
          title: 'Gala',
          event_price: 0,
          date_from: 7,
          date_to: '2030-01-01',
          time_from: 'x',
          time_to: '09:00',
        }),
      ),
    ).toEqual({
      date_from: 'catalog.validate.invalid_value',
      time_from: 'catalog.validate.invalid_hours',
    });
  });

  it('takes category and gallery names in normal typography, and refuses markup characters', () => {
    for (const name of [
      '„Wesele” – dramat',
      '“Hamlet” — tragedia',
      'Opera: 2024/25 (cz. 1)',
      '«Balet» …',
      'Żółć & co.',
      'Teatr 3+',
    ]) {
      expect(categoryBodySchema.safeParse({ name }).success, name).toBe(true);
      expect(galleryBodySchema.safeParse({ name }).success, name).toBe(true);
    }
    for (const name of ['<b>', 'a{b}', 'a[b]', 'a\\b', 'a|b', 'a`b', 'a\u0007b']) {
      expect(issues(categoryBodySchema.safeParse({ name })), name).toEqual({
        name: 'catalog.validate.category_name',
      });
    }
  });
});
