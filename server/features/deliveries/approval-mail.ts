import { destinationKindLabel } from '#domain/destinations.ts';
import { inWorkspace } from '#domain/workspaces.ts';
import type { Mail } from '../../integrations/email.ts';
import { layout, paragraph } from '../../email-layout.ts';
import type { DeliveryRow } from './queries.ts';

type Request = Pick<
  DeliveryRow,
  | 'newHireName'
  | 'destinationName'
  | 'destinationKind'
  | 'text'
  | 'scheduledAt'
  | 'timeZone'
  | 'workspaceId'
>;

const where = (d: Request) => `${d.destinationName} (${destinationKindLabel(d.destinationKind)})`;

/**
 * Issue 24 item 6 (ADR 044): an admin or owner is asked to approve a member's send, with the
 * exact text and destination, and where to decide. Names come from Herald's own records
 * (account and workspace names), never the announcement's free text in the subject.
 */
export function approvalRequestEmail(
  to: string,
  request: Request,
  context: { author: string; workspace: string; when: string },
  appUrl: string,
): Mail {
  const intro = `${context.author} asked to send an announcement about ${request.newHireName} to ${where(request)} in ${context.workspace}, ${context.when}.`;
  const url = inWorkspace(`${appUrl}/dashboard/scheduled`, request.workspaceId);
  const advice =
    'Approve it, edit and approve it, or reject it with a reason from Scheduled & sent. If nobody approves it before its latest send time, it is not sent.';
  return {
    to,
    subject: `Approval needed: an announcement about ${request.newHireName}`,
    text: `${intro}\n\nThe text:\n\n${request.text}\n\n${advice}\n${url}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'An announcement is waiting for your approval',
      body:
        paragraph(intro) +
        paragraph('The text:') +
        request.text
          .split(/\n{2,}/)
          .map((p) => paragraph(p))
          .join('') +
        paragraph(advice),
      action: { label: 'Open Scheduled & sent', url },
      footnote: 'You get this e-mail as an admin or owner of the workspace.',
    }),
  };
}

/** The author hears that their request was rejected, and why (ADR 044). */
export function requestRejectedEmail(
  to: string,
  request: Request,
  context: { decider: string; reason: string },
  appUrl: string,
): Mail {
  const intro = `${context.decider} did not approve your announcement about ${request.newHireName} to ${where(request)}, so it will not be sent.`;
  const reason = `Reason: ${context.reason}`;
  const url = inWorkspace(`${appUrl}/dashboard/scheduled`, request.workspaceId);
  return {
    to,
    subject: `Not approved: your announcement about ${request.newHireName}`,
    text: `${intro}\n\n${reason}\n\n${url}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: 'Your announcement was not approved',
      body: paragraph(intro) + paragraph(reason),
      action: { label: 'Open Scheduled & sent', url },
      footnote: 'You get this e-mail once for each request that is not approved.',
    }),
  };
}
