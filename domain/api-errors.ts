/**
 * The API's one error contract (ADR 036): every error body is `{ code, message }`. `code` is
 * stable, one of these, for programs (the web app branches on it); `message` is a sentence for
 * people, shown as it is. `POST /api/generate` also keeps the spec's `{ success: false,
 * error }` (spec §7), with the same sentence in `error`.
 */
export type ApiErrorCode =
  // Any route
  | 'invalid_input'
  | 'unauthenticated'
  | 'not_found'
  | 'rate_limited'
  | 'payload_too_large'
  | 'request_too_large'
  | 'request_timeout'
  | 'unsupported_media_type'
  | 'forbidden_origin'
  | 'bad_request'
  | 'http_error'
  | 'shutting_down'
  | 'database_unavailable'
  | 'internal_error'
  // Plans and billing
  | 'plan_required'
  | 'billing_off'
  | 'billing_unavailable'
  | 'already_subscribed'
  | 'checkout_in_progress'
  | 'no_subscription'
  | 'webhook_failed'
  | 'invalid_signature'
  // The HR webhook (ADR 052)
  | 'stale_timestamp'
  | 'replayed'
  | 'unparseable_event'
  // Account
  | 'invalid_password'
  | 'subscription_not_cancelled'
  // Workspaces (ADR 041)
  | 'workspace_not_found'
  | 'forbidden_role'
  | 'last_owner'
  | 'personal_workspace'
  | 'member_cap'
  | 'invitation_invalid'
  | 'sole_owner'
  // Sending
  | 'too_many'
  | 'recipient_limit'
  | 'destination_unreadable'
  | 'conflict'
  | 'idempotency_key_reused'
  // Approval (ADR 044): a request approved after its latest send time
  | 'expired'
  // Generation (and the landing demo)
  | 'limit_reached'
  | 'plan_forbids_tone'
  | 'plan_forbids_type'
  | 'ai_busy'
  | 'generation_failed';

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}

/** Spec §8: the billing screen's toast when a checkout or the customer portal fails. */
export const PORTAL_FAILED = 'Failed to create customer portal session. Please try again.';
