import { Link } from 'react-router';
import { LegalSection } from '#web/components/layouts/legal-page.tsx';

/** Date this text last changed: bump it with every edit below (ADR 005). */
export const TERMS_OF_SERVICE_REVISED = '2026-11-23';

export function TermsOfService({ contactEmail }: { contactEmail: string }) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <LegalSection id="agreement" title="1. Agreement">
        <p>
          These Terms of Service (&quot;Terms&quot;) are an agreement between you and Herald
          (&quot;we&quot;, &quot;us&quot;) and govern your use of the Herald website and app (the
          &quot;Service&quot;). By creating an account or using the Service you accept these Terms.
          If you use Herald on behalf of an organisation, you confirm that you may accept these
          Terms for it, and &quot;you&quot; includes that organisation.
        </p>
      </LegalSection>

      <LegalSection id="service" title="2. The Service">
        <p>
          Herald helps you write welcome, promotion and achievement announcements for team members.
          You enter details about a person and an occasion, choose a tone, and Herald produces
          several draft messages for you to review, edit and share. We improve the Service
          continually and may add, change or remove features; if we remove a core paid feature, we
          will tell you in advance.
        </p>
      </LegalSection>

      <LegalSection id="eligibility" title="3. Eligibility and accounts">
        <ul>
          <li>
            Herald is not for children under 13. You must be at least 13, and old enough to enter a
            binding contract where you live (or have a parent&apos;s or guardian&apos;s permission),
            to use it.
          </li>
          <li>
            Give us accurate information, keep your password confidential, and tell us at once if
            you suspect someone else has used your account. You are responsible for what happens
            under your account.
          </li>
          <li>One person per account. Do not share your sign-in with others.</li>
        </ul>
      </LegalSection>

      <LegalSection id="plans" title="4. Plans, fees and billing">
        <ul>
          <li>
            The <strong>Basic plan</strong> is free and includes a limited number of welcome
            messages each month. The <strong>Pro plan</strong> is a paid subscription with the
            features and price shown on our pricing page and at checkout.
          </li>
          <li>
            Subscription fees are <strong>billed in advance on a recurring basis</strong>, monthly
            or annually depending on the plan you choose, and renew automatically at the start of
            each period until you cancel.
          </li>
          <li>
            Payments are processed by our payment provider, Polar. Prices do not include taxes
            unless stated; applicable taxes are added at checkout.
          </li>
          <li>
            Monthly message limits reset on the first day of each calendar month. Unused messages do
            not carry over.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="failed-payments" title="5. Failed payments">
        <p>
          If a payment fails, we and our payment provider will retry it and let you know so you can
          update your payment details. If payment still cannot be collected, we may suspend your
          paid features, or your account, until the outstanding amount is paid. Your messages are
          kept while your account is suspended.
        </p>
      </LegalSection>

      <LegalSection id="changes-to-fees" title="6. Changes to prices and these Terms">
        <p>
          We will give you at least <strong>30 days&apos; notice</strong> by e-mail or in the app
          before a price change applies to your subscription, or before a material change to these
          Terms takes effect. If you do not agree, you can cancel before the change applies.
          Continuing to use the Service after that date means you accept the change. Minor changes,
          such as clarifications, take effect when we post them.
        </p>
      </LegalSection>

      <LegalSection id="cancellation" title="7. Cancellation">
        <p>
          You can <strong>cancel at any time</strong> from the Plan &amp; Billing page. When you
          cancel, your subscription stops renewing and you keep access to your paid features until
          the end of the period you have already paid for. After that your account moves to the
          Basic plan. Refunds are covered by our <Link to="/refund">Refund Policy</Link>. You can
          also delete your account at any time from Settings.
        </p>
      </LegalSection>

      <LegalSection id="your-content" title="8. Your content and generated messages">
        <ul>
          <li>
            <strong>You own</strong> the details you enter and the messages Herald generates for
            you. You may use, edit and share them however you like, subject to these Terms and the
            law.
          </li>
          <li>
            You give us permission to store and process your content only as needed to provide,
            secure and support the Service for you. We do not use it to train AI models.
          </li>
          <li>
            <strong>Review every message before you use it.</strong> Drafts are written
            automatically and can contain mistakes, invented details or wording that does not suit
            your situation. You are responsible for checking facts, names and tone, and for the
            messages you choose to publish.
          </li>
          <li>
            Only enter information about other people that you are entitled to use, and that they
            would be comfortable seeing shared with your team.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="acceptable-use" title="9. Acceptable use">
        <p>When using Herald, you agree not to:</p>
        <ul>
          <li>
            create content that is unlawful, harassing, discriminatory, defamatory or that violates
            someone else&apos;s rights or privacy;
          </li>
          <li>
            get around plan limits or security measures, or access accounts or data that are not
            yours;
          </li>
          <li>
            overload, disrupt, scrape, copy or reverse engineer the Service, except where the law
            expressly allows it;
          </li>
          <li>resell or provide the Service to others without our written permission.</li>
        </ul>
      </LegalSection>

      <LegalSection id="our-rights" title="10. Our intellectual property">
        <p>
          The Service, including its software, design and the Herald name and logo, belongs to us
          and our licensors. These Terms give you a personal, non-exclusive, non-transferable right
          to use the Service while your account is in good standing. Feedback you send us may be
          used to improve Herald without obligation to you.
        </p>
      </LegalSection>

      <LegalSection id="termination" title="11. Suspension and termination">
        <p>
          We may suspend or close your account if you seriously or repeatedly break these Terms, if
          required by law, or to protect the Service or other users. Where reasonable, we will warn
          you first and give you a chance to fix the problem and to export your data. If we close
          your account without cause, we will refund any prepaid fees for the remaining period.
        </p>
      </LegalSection>

      <LegalSection id="disclaimers" title="12. Disclaimers">
        <p>
          We work hard to keep Herald available and useful, but the Service is provided &quot;as
          is&quot; and &quot;as available&quot;. To the extent the law allows, we disclaim all
          warranties, express or implied, including merchantability, fitness for a particular
          purpose and non-infringement, and we do not promise that generated messages will be
          accurate, complete or suitable for your purpose.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="13. Limitation of liability">
        <p>
          To the extent the law allows, Herald is not liable for indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data. Our total
          liability for any claim relating to the Service is limited to the greater of the amount
          you paid us in the 12 months before the claim arose and 50 US dollars. Nothing in these
          Terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection id="indemnity" title="14. Indemnity">
        <p>
          If a third party makes a claim against us because of content you created or shared with
          Herald, or because you broke these Terms or the law, you agree to cover our reasonable
          losses and costs arising from that claim.
        </p>
      </LegalSection>

      <LegalSection id="disputes" title="15. Disputes and binding arbitration">
        <p>
          If you have a concern, please contact us first at {mail}; most problems can be solved
          quickly that way. If we cannot resolve a dispute informally within 30 days, you and we
          agree that it will be settled by <strong>binding arbitration</strong> on an individual
          basis, administered by an established arbitration provider under its rules for consumer
          disputes, rather than in court. Either of us may instead bring an individual claim in
          small claims court if it qualifies.
        </p>
        <p>
          Claims may be brought only individually, not as a plaintiff or class member in a class,
          collective or representative action. You may opt out of this arbitration agreement by
          e-mailing us within 30 days of first accepting these Terms. Where the law where you live
          gives you the right to bring a claim in your local courts, that right is not affected.
        </p>
      </LegalSection>

      <LegalSection id="general" title="16. General">
        <p>
          These Terms, together with our <Link to="/privacy">Privacy Policy</Link> and{' '}
          <Link to="/refund">Refund Policy</Link>, are the whole agreement between you and us about
          the Service. If a provision is found unenforceable, the rest remains in effect. Not
          enforcing a provision is not a waiver of it. You may not transfer these Terms without our
          consent; we may transfer them as part of a merger, acquisition or sale of assets, and will
          tell you if we do.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="17. Contact">
        <p>Questions about these Terms? E-mail {mail}.</p>
      </LegalSection>
    </>
  );
}
