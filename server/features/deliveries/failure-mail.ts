import { destinationKindLabel } from '#domain/destinations.ts';
import { inWorkspace } from '#domain/workspaces.ts';
import type { Mail } from '../../integrations/email.ts';
import { layout, paragraph } from '../../email-layout.ts';
import type { DeliveryRow } from './queries.ts';

/**
 * What the user can do about a failure, and where: only actions that exist there (issue 20
 * item 15). Scheduled & sent offers Retry (or "Send now anyway" for one that was too late);
 * a delivery whose destination is gone can only be sent again from the message's history.
 */
function nextStep(
  delivery: DeliveryRow,
  appUrl: string,
  teamId: string | null,
): { advice: string; label: string; url: string } {
  const scheduled = {
    label: 'Open Scheduled & sent',
    url: inWorkspace(`${appUrl}/dashboard/scheduled`, teamId),
  };
  if (delivery.failureCode === 'too_late')
    return { advice: 'If it still fits, send it now anyway from Scheduled & sent.', ...scheduled };
  if (!delivery.destinationId)
    return {
      advice:
        'Its destination was deleted, so it cannot be retried. To send it somewhere else, use Send… on the option in Message History.',
      label: 'Open Message History',
      url: inWorkspace(`${appUrl}/dashboard/messages`, teamId),
    };
  return { advice: 'You can retry it from Scheduled & sent.', ...scheduled };
}

/**
 * Issue 16 item 9: the user hears about a delivery that will not go out by itself. Its links
 * open the delivery's workspace (`teamId`, null for the personal one) whichever the browser
 * had open, as approval mails do (ADR 044).
 */
export function deliveryFailedEmail(
  to: string,
  delivery: DeliveryRow,
  appUrl: string,
  teamId: string | null,
): Mail {
  const where = `${delivery.destinationName} (${destinationKindLabel(delivery.destinationKind)})`;
  const intro = `Herald could not post your announcement about ${delivery.newHireName} to ${where}.`;
  const reason = `Reason: ${delivery.lastError ?? 'unknown'}`;
  const { advice, label, url } = nextStep(delivery, appUrl, teamId);
  return {
    to,
    subject: `Not sent: your announcement about ${delivery.newHireName}`,
    text: `${intro}\n\n${reason}\n\n${advice}\n${url}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Your announcement was not sent',
      body: paragraph(intro) + paragraph(reason) + paragraph(advice),
      action: { label, url },
      footnote: 'You get this e-mail once for each announcement that could not be sent.',
    }),
  };
}
