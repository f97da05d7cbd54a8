import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { makeI18n } from '../../test/app-harness';
import { Player } from './Player';

const renderPlayer = async (value: string | null, onStart = vi.fn(), subtitles: string | null = null) => {
  const i18n = await makeI18n('pl');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Player value={value} title="Wesele" subtitles={subtitles} onStart={onStart} />
    </I18nextProvider>,
  );
  return { ...view, onStart };
};

describe('Player', () => {
  it('plays a hosted id in a named 640x360 frame and reports one start', async () => {
    const { onStart, rerender } = await renderPlayer('76979871', vi.fn(), 'pl');
    const frame = screen.getByTitle('Odtwarzacz: Wesele');
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&texttrack=pl');
    expect(frame.getAttribute('width')).toBe('640');
    expect(frame.getAttribute('height')).toBe('360');
    expect(onStart).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={await makeI18n('pl')}>
        <Player value="76979871" title="Wesele" subtitles={null} onStart={onStart} />
      </I18nextProvider>,
    );
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('sanitises iframe HTML: no script, no javascript: frame, the frame gets a name', async () => {
    const { container } = await renderPlayer(
      '<iframe src="https://player.vimeo.com/video/1"></iframe><script>window.hacked = 1</script><iframe src="javascript:alert(1)"></iframe><img src=x onerror="window.hacked=1">',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
    expect(frames[0]!.getAttribute('title')).toBe('Odtwarzacz: Wesele');
  });

  it('shows the invalid value message and reports no start', async () => {
    const { onStart } = await renderPlayer('not a video');
    expect(screen.getByRole('alert').textContent).toContain('Niepoprawna wartość');
    expect(onStart).not.toHaveBeenCalled();
  });
});
