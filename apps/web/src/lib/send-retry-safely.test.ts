import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { sendRetrySafely } from './send-retry-safely';

const created = () =>
  new Response(JSON.stringify({ success: true, data: { id: 'draft-1' } }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });

const keysSent = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(
    ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendRetrySafely', () => {
  it('sends a write again with the same key when its answer was lost, and takes the repeat’s answer', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    const sent = sendRetrySafely((idempotencyKey) =>
      api.post<{ id: string }>('/applications', {}, { idempotencyKey }),
    );
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toMatchObject({ data: { id: 'draft-1' } });
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives up after three tries with the network error', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const sent = sendRetrySafely((idempotencyKey) => api.post('/applications', {}, { idempotencyKey }));
    const settled = expect(sent).rejects.toMatchObject({ status: 0 });
    await vi.runAllTimersAsync();
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never repeats a write the server answered, even with a refusal', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(
        async () => new Response(JSON.stringify({ success: false, message: 'No' }), { status: 409 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      sendRetrySafely((idempotencyKey) => api.post('/applications', {}, { idempotencyKey })),
    ).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A new action is a new write: its own key.
    await expect(
      sendRetrySafely((idempotencyKey) => api.post('/applications', {}, { idempotencyKey })),
    ).rejects.toMatchObject({ status: 409 });
    const keys = keysSent(fetchMock);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
