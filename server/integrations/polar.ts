import { createHmac, randomUUID } from 'node:crypto';
import { PolarClientError, PolarNetworkError, PolarRateLimitError } from '@polar-sh/sdk';
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
    /**
     * The ids of the subscriptions Polar holds for this user (our user id is their external
     * customer id, set at checkout) that have not ended: whatever Polar may still charge,
     * including one whose webhook has not reached us yet.
     */
    async listRunningSubscriptions(userId: string): Promise<string[]> {
      const ids: string[] = [];
      for await (const subscription of polar.subscriptions.iterList({
        external_customer_id: userId,
        limit: 100,
      }))
        if (!subscription.ended_at) ids.push(subscription.id);
      return ids;
    },
    /**
     * Ends a subscription now (Polar's revoke: no further charge, no refund). One that has
     * already ended, or that Polar does not know, needs nothing: 'already_ended'.
     */
    async revokeSubscription(id: string): Promise<'revoked' | 'already_ended'> {
      try {
        await polar.subscriptions.revoke(id);
        return 'revoked';
      } catch (error) {
        const code = error instanceof PolarClientError ? errorCode(error) : undefined;
        if (code === 'AlreadyCanceledSubscription' || code === 'ResourceNotFound')
          return 'already_ended';
        throw error;
      }
    },
  };
}

/** The `error` name in a Polar error body ({ error, detail }), if there is one. */
function errorCode(error: PolarClientError): string | undefined {
  const body: unknown = error.error;
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;
}

/**
 * Whether a failed Polar call is worth retrying soon (not reached, timed out, rate limited,
 * a server error, a subscription locked by a pending update) rather than a refusal that will
 * not change by itself (bad token, missing scope).
 */
export function isTransientPolarFailure(error: unknown): boolean {
  if (error instanceof PolarNetworkError || error instanceof PolarRateLimitError) return true;
  if (error instanceof PolarClientError) return error.statusCode === 409;
  // PolarServerError (5xx) and anything unexpected.
  return true;
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
