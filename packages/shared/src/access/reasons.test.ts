import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/messages';
import { viewerMessages } from '../i18n/viewer';
import { guestItemAccess, itemAccessSchema, playbackStartBody } from '../access.contract';
import { searchQuerySchema } from '../search.contract';
import { ACCESS_REASONS, accessReasonKey } from './reasons';

describe('access words', () => {
  it('every reason has a Polish and an English message the viewer bundle carries', () => {
    for (const reason of ACCESS_REASONS) {
      const key = accessReasonKey(reason);
      expect(messages.pl[key], key).toBeTruthy();
      expect(messages.en[key], key).toBeTruthy();
      expect(viewerMessages.pl[key as keyof typeof viewerMessages.pl], key).toBe(messages.pl[key]);
    }
  });

  it('the guest access is a valid answer', () => {
    expect(itemAccessSchema.parse(guestItemAccess)).toEqual(guestItemAccess);
  });

  it('a playback start defaults to the standard version and refuses unknown ones', () => {
    expect(playbackStartBody.parse({})).toEqual({ version: 'standard' });
    expect(playbackStartBody.safeParse({ version: 'dubbing' }).success).toBe(false);
  });

  it('search needs 3 characters after trimming, with the spec message', () => {
    const short = searchQuerySchema.safeParse({ search: '  żó ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('search.min_length');
    expect(searchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('search.min_length');
    expect(searchQuerySchema.parse({ search: ' żół ' })).toEqual({ search: 'żół' });
  });
});
