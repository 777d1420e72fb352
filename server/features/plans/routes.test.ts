import { describe, expect, it } from 'vitest';
import { PLANS } from '#domain/plans.ts';
import { useTestServer } from '#tests/setup/test-server.ts';

const server = useTestServer();

describe('GET /api/plans', () => {
  it('returns the plans seeded by migration, matching domain/plans.ts', async () => {
    const res = await server.fetch('/api/plans');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { plans: unknown[] };
    expect(body.plans).toEqual(
      Object.values(PLANS).map((p) => ({
        name: p.name,
        displayName: p.displayName,
        priceCents: p.priceCents,
        monthlyMessageLimit: p.monthlyMessageLimit,
        tones: p.tones,
        messageTypes: p.messageTypes,
      })),
    );
  });
});

describe('API conventions', () => {
  it('answers unknown endpoints with a JSON 404', async () => {
    const res = await server.fetch('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'No such endpoint.' });
  });

  it('refuses bodies over 64 KB with 413 and the error shape', async () => {
    const res = await server.fetch('/api/plans', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 64 KB.',
    });
  });

  it('sets security headers and a request id, and logs one line per request', async () => {
    const res = await server.fetch('/api/plans', {
      headers: { 'x-request-id': 'test-request-0001' },
    });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toBe('test-request-0001');
    const lines = server.logs.filter((l) => l.requestId === 'test-request-0001');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/plans', status: 200 });
  });

  it('never logs query strings, which may carry tokens', async () => {
    await server.fetch('/api/plans?token=secret-reset-token', {
      headers: { 'x-request-id': 'test-request-0002' },
    });
    expect(JSON.stringify(server.logs)).not.toContain('secret-reset-token');
  });
});
