import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('the answer cache', () => {
  it('derives an answer once per generation of the data', () => {
    const cache = createAnswerCache<string>(10);
    let derived = 0;
    const derive = () => `answer ${++derived}`;
    expect(cache.answer(0, 'US-JP', derive)).toBe('answer 1');
    expect(cache.answer(0, 'US-JP', derive)).toBe('answer 1');
    expect(cache.answer(1, 'US-JP', derive)).toBe('answer 2');
    expect(cache.answer(1, 'US-JP', derive)).toBe('answer 2');
    expect(derived).toBe(2);
  });

  it('keeps at most its limit, dropping the oldest answer first', () => {
    const cache = createAnswerCache<string>(2);
    const calls: string[] = [];
    const ask = (key: string) => cache.answer(0, key, () => (calls.push(key), key));
    ask('a');
    ask('b');
    ask('c'); // drops a
    ask('b');
    ask('c');
    ask('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing when deriving fails, so the next ask tries again', () => {
    const cache = createAnswerCache<string>(2);
    expect(() =>
      cache.answer(0, 'XX', () => {
        throw new Error('unknown country');
      }),
    ).toThrow('unknown country');
    expect(cache.answer(0, 'XX', () => 'now known')).toBe('now known');
  });
});
