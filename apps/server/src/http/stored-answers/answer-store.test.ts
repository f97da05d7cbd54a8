import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerStore, storedAnswer } from './answer-store';
import { entityTag } from './etag';

describe('the answer store (answer-store.ts)', () => {
  it('never keeps or serves an answer older than the version; concurrent misses share one fill', async () => {
    let version = 1;
    let made = 0;
    const store = createAnswerStore(async () => version);
    const produce = async () => JSON.stringify({ made: (made += 1) });
    expect((await store.answer('k', produce)).body.toString()).toBe('{"made":1}');
    expect((await store.answer('k', produce)).body.toString()).toBe('{"made":1}');
    version = 2;
    expect((await store.answer('k', produce)).body.toString()).toBe('{"made":2}');
    version = 3;
    const answers = await Promise.all([1, 2, 3].map(() => store.answer('k', produce)));
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set(['{"made":3}']));
  });

  it('past its age an answer is served while the next is made (the clock, no write)', async () => {
    let clock = 0;
    let made = 0;
    const releases: (() => void)[] = [];
    const store = createAnswerStore(async () => 1, { maxAgeMs: 1000, now: () => clock });
    const produce = () =>
      new Promise<string>((resolve) => releases.push(() => resolve(JSON.stringify({ made: (made += 1) }))));
    const first = store.answer('k', produce);
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases[0]!();
    expect((await first).body.toString()).toBe('{"made":1}');
    clock = 1000;
    expect((await store.answer('k', produce)).body.toString()).toBe('{"made":1}');
    expect((await store.answer('k', produce)).body.toString()).toBe('{"made":1}');
    expect(releases).toHaveLength(2);
    releases[1]!();
    await vi.waitFor(async () =>
      expect((await store.answer('k', produce)).body.toString()).toBe('{"made":2}'),
    );
  });

  it('a stored answer: tagged by its body, each encoding made once', async () => {
    const body = Buffer.from(JSON.stringify({ list: 'x'.repeat(2000) }));
    const answer = storedAnswer(body);
    expect(answer.etag).toBe(entityTag(body));
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(await br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await answer.encoded('gzip')).equals(body)).toBe(true);
  });
});
