import { Link } from 'react-router';
import { LegalSection } from '#web/components/layouts/legal-page.tsx';

/** Date this text last changed: bump it with every edit below (ADR 005). */
export const REFUND_POLICY_REVISED = '2026-11-23';

export function RefundPolicy({ contactEmail }: { contactEmail: string }) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <LegalSection id="overview" title="1. Our promise">
        <p>
          We want Herald to earn its place in your toolkit. If it does not, we would rather give
          your money back than keep a customer who is not getting value. This policy explains when
          and how you can get a refund for a paid Herald subscription. The free Basic plan involves
          no payment, so there is nothing to refund.
        </p>
      </LegalSection>

      <LegalSection id="money-back" title="2. 30-day money-back guarantee">
        <p>
          If you are not satisfied with Herald Pro for any reason, ask for a refund within{' '}
          <strong>30 days of your first payment</strong> and we will refund that payment in full. No
          questions asked, no forms to fill in.
        </p>
        <p>
          The guarantee applies once per customer, to the first payment of your first Pro
          subscription, whether you chose monthly or annual billing. When we refund, your
          subscription is cancelled and your account returns to the Basic plan; your message history
          stays available.
        </p>
      </LegalSection>

      <LegalSection id="annual" title="3. Annual plans after 30 days">
        <p>
          If you pay annually and cancel after the first 30 days, you can ask for a{' '}
          <strong>pro-rated partial refund</strong> for the full months you have not used. For
          example, if you cancel during month four of an annual plan, we refund the eight months
          that follow it.
        </p>
        <p>
          The month you are in when you cancel counts as used. Fees charged by our payment provider
          to process the original payment or the refund may be deducted from the amount we return.
        </p>
      </LegalSection>

      <LegalSection id="downtime" title="4. Service interruptions">
        <p>
          If Herald is unavailable or seriously degraded for an extended period because of a problem
          on our side, we may offer service credits (extra time on your subscription) or a refund
          for the affected period. Whether and how we compensate is at our discretion, and we will
          always consider how much the interruption affected you. Tell us about it at {mail}.
        </p>
      </LegalSection>

      <LegalSection id="not-refundable" title="5. What we do not refund">
        <p>Outside the cases above, payments are not refundable. In particular:</p>
        <ul>
          <li>
            <strong>Partial billing periods.</strong> After the 30-day guarantee, we do not refund
            the unused part of a monthly billing period.
          </li>
          <li>
            <strong>The rest of a period after cancellation.</strong> When you cancel, you keep Pro
            until the end of the period you have paid for, and we do not refund the remainder of
            that period. Annual plans are the exception described in section 3.
          </li>
          <li>
            <strong>Renewals you forgot to cancel</strong>, once the 30-day guarantee no longer
            applies. We send a receipt with every renewal, so you always know when one has been
            charged.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="request" title="6. How to ask for a refund">
        <p>
          E-mail {mail} from the address on your Herald account, or tell us which account it is. A
          reason helps us improve, but you do not have to give one. Cancelling your subscription on
          the Plan &amp; Billing page stops future payments; it does not request a refund by itself.
        </p>
      </LegalSection>

      <LegalSection id="timing" title="7. When you will see the money">
        <p>
          We process approved refunds within <strong>3-5 business days</strong> of your request.
          Refunds go back to the payment method you used, through our payment provider, Polar. Your
          bank or card issuer then usually needs another <strong>5-10 business days</strong> before
          the money appears on your statement.
        </p>
        <p>
          If a refund has not arrived after that time, write to us and we will send you the refund
          reference so your bank can trace it.
        </p>
      </LegalSection>

      <LegalSection id="related" title="8. Related terms">
        <p>
          This policy is part of our <Link to="/terms">Terms of Service</Link>. How we handle
          payment information is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>
    </>
  );
}
