import { Link } from 'react-router';
import { LegalSection } from '#web/components/layouts/legal-page.tsx';

/** Date this text last changed: bump it with every edit below (ADR 005). */
export const PRIVACY_POLICY_REVISED = '2026-11-23';

export function PrivacyPolicy({ contactEmail }: { contactEmail: string }) {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <LegalSection id="overview" title="1. Who we are and what this covers">
        <p>
          Herald (&quot;we&quot;, &quot;us&quot;) is a web app that helps hiring managers, team
          leads and HR teams write welcome, promotion and achievement announcements. This policy
          explains what personal information we collect when you visit our website or use Herald,
          why we collect it, who we share it with, and the choices and rights you have. We are
          responsible for the personal information described here.
        </p>
        <p>
          The short version: we collect what we need to run your account and write your messages, we
          do not sell your information, and you can download or delete your data at any time.
        </p>
      </LegalSection>

      <LegalSection id="collect" title="2. Information we collect">
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account information:</strong> your e-mail address, your name (the display name
            you choose) and your password. We store passwords only as a secure one-way hash, never
            in readable form.
          </li>
          <li>
            <strong>Profile information:</strong> the details you add or change in Settings, such as
            your display name and time zone.
          </li>
          <li>
            <strong>Payment information:</strong> when you subscribe to Pro, your card or other
            payment details are entered on and handled by our payment provider, Polar. We never see
            or store your full card number. Polar tells us the result: your plan, subscription
            status, billing period and a customer reference.
          </li>
          <li>
            <strong>Generated messages and their inputs:</strong> the details you enter to create an
            announcement (for example a new hire&apos;s name, role, start date or fun fact) and the
            messages Herald writes for you. These are kept in your message history so you can find
            and reuse them.
          </li>
          <li>
            <strong>Messages you send us:</strong> what you write when you contact support.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Feature usage:</strong> which features you use and how often, such as how many
            messages you generate each month, which tones and message types you choose, and when you
            upgrade or cancel. We need the monthly count to apply your plan&apos;s limit.
          </li>
          <li>
            <strong>Log data:</strong> technical details our servers record with each request,
            including your IP address, browser information (type, version and language), device and
            operating system, the pages or features requested, the referring page, and the date and
            time.
          </li>
        </ul>
        <p>
          Announcements often mention other people, such as a new colleague. Please include only
          details they are happy to have shared with your team.
        </p>
      </LegalSection>

      <LegalSection id="use" title="3. How we use your information">
        <ul>
          <li>To create and secure your account, sign you in and keep you signed in.</li>
          <li>To write your messages and keep your message history.</li>
          <li>To apply your plan, count your monthly usage and process payments.</li>
          <li>
            To send service e-mails you need, such as address confirmation, password resets,
            receipts and important changes to Herald or these policies.
          </li>
          <li>To answer your questions and help when something goes wrong.</li>
          <li>To detect, prevent and investigate abuse, fraud and security incidents.</li>
          <li>
            To understand how Herald is used, in aggregate, so we can fix problems and improve it.
          </li>
          <li>
            To send occasional product news, only if you have not opted out. Every such e-mail has
            an unsubscribe link.
          </li>
        </ul>
        <p>
          We process your information to perform our contract with you, to meet legal obligations,
          with your consent where we ask for it, and for our legitimate interest in running a secure
          and useful service.
        </p>
      </LegalSection>

      <LegalSection id="ai" title="4. How message generation works">
        <p>
          When you generate an announcement, the details you enter are sent to the AI writing
          service that powers Herald, solely to produce your drafts. We do not use your inputs or
          messages to train AI models. The demo on our home page uses Herald&apos;s built-in writer,
          and demo inputs are not saved.
        </p>
      </LegalSection>

      <LegalSection id="share" title="5. When we share information">
        <p>We do not sell or rent your personal information. We share it only:</p>
        <ul>
          <li>
            <strong>With service providers</strong> who process it on our behalf and under our
            instructions: hosting and database providers, our e-mail delivery service, our AI
            writing service and our payment provider, Polar. They may use it only to provide their
            service to us.
          </li>
          <li>
            <strong>When the law requires it</strong>, or when it is needed to protect the rights,
            property or safety of our users, the public or Herald.
          </li>
          <li>
            <strong>In a business transfer</strong>, such as a merger or acquisition, in which case
            this policy continues to apply to your information and we will tell you before anything
            changes.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="cookies" title="6. Cookies">
        <p>
          We use a small number of essential cookies to keep you signed in and to protect your
          account. We do not use advertising cookies or third-party tracking cookies.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="7. How long we keep information">
        <p>
          We keep your account information, profile and message history for as long as your account
          is open. When you delete your account, we delete this information within 30 days, except
          billing records, which we keep for as long as tax and accounting law requires. Log data is
          kept for up to 90 days unless we need it longer to investigate a security incident.
        </p>
        <p>
          So that deleting an account does not reset a plan&apos;s monthly limit, we keep the number
          of messages generated in the current month under a one-way, keyed code made from the
          e-mail address (never the address itself) until two days after that month ends.
        </p>
      </LegalSection>

      <LegalSection id="security" title="8. Security">
        <p>
          We protect your information with encryption in transit (HTTPS), hashed passwords, access
          controls that limit who can reach production data, and regular updates. No service can
          promise perfect security, but we work to keep your information safe and will tell you
          promptly if a breach affects you.
        </p>
      </LegalSection>

      <LegalSection id="rights" title="9. Your rights and choices">
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you.
          </li>
          <li>
            <strong>Correct</strong> information that is inaccurate or incomplete.
          </li>
          <li>
            <strong>Delete</strong> your account and personal information.
          </li>
          <li>
            <strong>Portability:</strong> receive your information in a structured, machine-readable
            format.
          </li>
          <li>
            <strong>Opt out of marketing</strong> e-mails at any time, without affecting the service
            e-mails your account needs.
          </li>
        </ul>
        <p>
          You can do most of this yourself: edit your profile, download your data and delete your
          account from <strong>Settings</strong> after signing in, and use the unsubscribe link in
          any marketing e-mail. For anything else, e-mail {mail}. We answer within 30 days and may
          ask you to confirm your identity first. Depending on where you live, you may also have the
          right to object to or restrict some processing and to complain to your local data
          protection authority.
        </p>
      </LegalSection>

      <LegalSection id="children" title="10. Children">
        <p>
          Herald is a workplace tool and is not intended for children under 13. We do not knowingly
          collect personal information from children under 13. If you believe a child has given us
          information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="transfers" title="11. International transfers">
        <p>
          Our service providers may process information in countries other than yours. When they do,
          we rely on appropriate safeguards, such as standard contractual clauses, to keep your
          information protected to the standard described in this policy.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="12. Changes to this policy">
        <p>
          We update this policy when our practices change. The date at the top shows the last
          revision. If a change materially affects how we use your information, we will tell you by
          e-mail or in the app before it takes effect. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="13. Contact us">
        <p>For privacy questions or requests, e-mail {mail}. We read every message.</p>
      </LegalSection>
    </>
  );
}
