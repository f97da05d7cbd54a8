import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CARD_TITLE_MAX, type Video } from '@scena/shared';
import { renderAdmin } from '../../../../components/admin-kit/testUtils';
import { makeVideo } from '../../catalog-fixtures';
import { VideoCard } from './VideoCard';

const video = (over: Partial<Video> = {}): Video =>
  makeVideo({
    id: 7,
    slug: 'wesele',
    title: 'Wesele',
    image_link: null,
    thumb_link: null,
    duration: null,
    added_at: '2026-03-01T10:00:00.000Z',
    video_price: 12.5,
    ...over,
  });

const show = (over: Partial<Video> = {}) =>
  renderAdmin(
    <VideoCard video={video(over)} onEdit={() => {}} onTranslations={() => {}} onDelete={async () => {}} />,
  );

describe('VideoCard (spec 2 §2.1)', () => {
  it('tags a video visible in VOD and lists its details, with "nieokreślony" for no duration', async () => {
    await show();
    expect(screen.getByText('widoczne w VOD')).toBeInTheDocument();
    expect(screen.queryByText('brak odnośnika')).not.toBeInTheDocument();
    expect(screen.getByText('01.03.2026')).toBeInTheDocument();
    expect(screen.getByText('12,50 zł')).toBeInTheDocument();
    // available from, available to and the age restriction are all empty
    expect(screen.getAllByText('brak')).toHaveLength(3);
    expect(screen.getByText('nieokreślony')).toBeInTheDocument();
  });

  it('shows the age restriction as +N and the duration in minutes', async () => {
    await show({ age_restriction: 16, duration: 95, available_from: '2026-03-02T17:00:00.000Z' });
    expect(screen.getByText('+16')).toBeInTheDocument();
    expect(screen.getByText('95 min')).toBeInTheDocument();
    expect(screen.getByText('02.03.2026 18:00')).toBeInTheDocument();
    expect(screen.queryByText('nieokreślony')).not.toBeInTheDocument();
  });

  it('tags a hidden video "niewidoczne w VOD" and an ended one "zakończone" whatever its visibility', async () => {
    const hidden = await show({ visible: 0 });
    expect(screen.getByText('niewidoczne w VOD')).toBeInTheDocument();
    hidden.unmount();
    await show({ visible: 1, end_date: '2001-01-01T00:00:00.000Z', available: -1 });
    expect(screen.getByText('zakończone')).toBeInTheDocument();
    expect(screen.queryByText('widoczne w VOD')).not.toBeInTheDocument();
  });

  it('adds the missing-slug tag when the slug is empty', async () => {
    await show({ slug: '' });
    expect(screen.getByText('brak odnośnika')).toBeInTheDocument();
  });

  it('cuts the title label at 70 characters and keeps the whole title as its tooltip', async () => {
    const long = `${'Bardzo długi tytuł przedstawienia '.repeat(3)}koniec`;
    expect(long.length).toBeGreaterThan(CARD_TITLE_MAX);
    await show({ title: long });
    const label = screen.getByTitle(long);
    expect(label.textContent).toBe(`${long.slice(0, CARD_TITLE_MAX)}…`);
    expect(CARD_TITLE_MAX).toBe(70);
  });
});
