import { createHmac, randomUUID } from 'node:crypto';
import { createPolar, webhooks } from '@polar-sh/sdk/2026-10';

/**
 * The only module that knows Polar's SDK. App-shaped functions in, plain values out.
 */
export interface PolarConfig {
  accessToken: string;
  server: 'sandbox' | 'production';
  /** Overrides the API base URL (tests point it at a loopback fake). */
  baseUrl?: string;
}

export interface CheckoutRequest {
  productId: string;
  userId: string;
  email: string;
  successUrl: string;
  returnUrl: string;
}

export function createPolarClient(config: PolarConfig) {
  const polar = createPolar({
    accessToken: config.accessToken,
    environment: config.server,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    timeout: 15,
  });
  return {
    async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const checkout = await polar.checkouts.create({
        products: [request.productId],
        external_customer_id: request.userId,
        customer_email: request.email,
        success_url: request.successUrl,
        return_url: request.returnUrl,
      });
      return { id: checkout.id, url: checkout.url };
    },
    async createPortalSession(userId: string, returnUrl: string): Promise<{ url: string }> {
      const session = await polar.customerSessions.create({
        external_customer_id: userId,
        return_url: returnUrl,
      });
      return { url: session.customer_portal_url };
    },
  };
}

export type PolarClient = ReturnType<typeof createPolarClient>;

export type WebhookVerification =
  { ok: true; event: unknown } | { ok: false; reason: 'signature' | 'unknown_type' | 'payload' };

/** Verifies a delivery's Standard Webhooks signature on the raw body, then parses it. */
export async function verifyPolarWebhook(
  rawBody: string,
  headers: Record<string, string>,
  secret: string,
): Promise<WebhookVerification> {
  try {
    return { ok: true, event: await webhooks.validateEvent(rawBody, headers, secret) };
  } catch (error) {
    if (error instanceof webhooks.PolarWebhookVerificationError)
      return { ok: false, reason: 'signature' };
    if (error instanceof webhooks.PolarWebhookUnknownTypeError)
      return { ok: false, reason: 'unknown_type' };
    return { ok: false, reason: 'payload' };
  }
}

/**
 * Signs a payload as Polar does (Standard Webhooks: HMAC-SHA256 over `id.timestamp.body` with
 * the base64 key after `whsec_`). Used by the local test checkout to drive the real handler.
 */
export function signWebhook(rawBody: string, secret: string): Record<string, string> {
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const signature = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${rawBody}`)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
