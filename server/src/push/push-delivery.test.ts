import { classifyDelivery, encodePayload, MAX_DELIVERY_ATTEMPTS, MAX_PAYLOAD_BYTES, parseRetryAfter } from './push-delivery';

describe('encodePayload', () => {
  it('keeps small messages whole', () => {
    const json = encodePayload({ title: 'New like', body: 'Anna liked your post', url: '/post/1' });
    expect(JSON.parse(json)).toEqual({ title: 'New like', body: 'Anna liked your post', url: '/post/1' });
  });

  it('shortens the body of a large message to fit, multi-byte characters included', () => {
    const json = encodePayload({ title: 'T', body: 'ä€'.repeat(3000), url: '/x' });
    expect(Buffer.byteLength(json, 'utf8')).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parsed = JSON.parse(json) as { body: string };
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(parsed.body.length).toBeGreaterThan(500);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('classifyDelivery', () => {
  it('accepts 201 and drops gone subscriptions', () => {
    expect(classifyDelivery(201, null, 1)).toEqual({ kind: 'delivered' });
    expect(classifyDelivery(410, null, 1)).toEqual({ kind: 'gone' });
    expect(classifyDelivery(404, null, 1)).toEqual({ kind: 'gone' });
  });

  it('retries 429 and 5xx with exponential backoff, honouring Retry-After', () => {
    expect(classifyDelivery(503, null, 1)).toEqual({ kind: 'retry', delayMs: 2000 });
    expect(classifyDelivery(503, null, 3)).toEqual({ kind: 'retry', delayMs: 8000 });
    expect(classifyDelivery(429, '20', 1)).toEqual({ kind: 'retry', delayMs: 20000 });
    expect(classifyDelivery(undefined, null, 2)).toEqual({ kind: 'retry', delayMs: 4000 });
  });

  it('gives up after the last attempt and on other errors', () => {
    expect(classifyDelivery(500, null, MAX_DELIVERY_ATTEMPTS).kind).toBe('failed');
    expect(classifyDelivery(400, null, 1).kind).toBe('failed');
  });
});
