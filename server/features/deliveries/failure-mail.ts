import { destinationKindLabel } from '#domain/destinations.ts';
import type { Mail } from '../../integrations/email.ts';
import { layout, paragraph } from '../auth/emails.ts';
import type { DeliveryRow } from './queries.ts';

/** Issue 16 item 9: the user hears about a delivery that will not go out by itself. */
export function deliveryFailedEmail(to: string, delivery: DeliveryRow, appUrl: string): Mail {
  const where = `${delivery.destinationName} (${destinationKindLabel(delivery.destinationKind)})`;
  const intro = `Herald could not post your announcement about ${delivery.newHireName} to ${where}.`;
  const reason = `Reason: ${delivery.lastError ?? 'unknown'}`;
  const advice = 'You can retry it, or send it somewhere else, from Scheduled & sent.';
  const url = `${appUrl}/dashboard/scheduled`;
  return {
    to,
    subject: `Not sent: your announcement about ${delivery.newHireName}`,
    text: `${intro}\n\n${reason}\n\n${advice}\n${url}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Your announcement was not sent',
      body: paragraph(intro) + paragraph(reason) + paragraph(advice),
      action: { label: 'Open Scheduled & sent', url },
      footnote: 'You get this e-mail once for each announcement that could not be sent.',
    }),
  };
}
