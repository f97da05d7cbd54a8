import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { renderAdmin } from '../../components/admin-kit/testUtils';
import { resetBrowser } from '../../test/app-harness';
import {
  MediaField,
  MediaPickerContext,
  type MediaPicker,
} from '../../features/catalog/admin/shared/MediaField';
import { HostedVideoPicker } from '../../features/hosted-video';

const pick: MediaPicker = (props) => <HostedVideoPicker {...props} />;

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('the hosted-video picker in a video field (spec 2 §2.4)', () => {
  it('puts the chosen hosted video’s id into the field; unfinished uploads cannot be chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          videos: [
            {
              id: '12',
              uri: '/videos/12',
              name: 'Wesele',
              status: 'UPLOADED',
              upload_link: null,
              size: 10,
              created_at: '2026-11-20T10:00:00.000Z',
              packaging: null,
            },
            {
              id: '13',
              uri: '/videos/13',
              name: 'Dziady',
              status: 'NOT_UPLOADED',
              upload_link: '/api/vimeo/tus/13',
              size: 10,
              created_at: '2026-11-20T10:00:00.000Z',
              packaging: null,
            },
          ],
          total: 2,
        }),
      ),
    );
    await renderAdmin(
      <MediaPickerContext.Provider value={pick}>
        <Form>
          <Form.Item name="video_link" label="Wideo">
            <MediaField label="Wideo" />
          </Form.Item>
        </Form>
      </MediaPickerContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wybierz z nagrań: Wideo' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Wybierz: Dziady' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wybierz: Wesele' }));
    expect(screen.getByRole('textbox', { name: 'Wideo' })).toHaveValue('12');
  });
});
