import { reviewPath } from '#domain/autopilot.ts';
import { formatDeliveryTime } from '#domain/deliveries.ts';
import { inWorkspace } from '#domain/workspaces.ts';
import type { Mail } from '../../integrations/email.ts';
import { layout, paragraph } from '../../email-layout.ts';
import type { EventRow } from './events.ts';

type Event = Pick<EventRow, 'id' | 'workspaceId' | 'personName' | 'kind' | 'sendAt' | 'timeZone'>;

const what = (e: Event) => (e.kind === 'welcome' ? 'welcome' : 'promotion');

/**
 * The reviewer of an autopilot draft is asked to choose (ADR 053), and reminded once the day
 * before. Names come from Herald's own records; the link opens the review screen in the
 * event's workspace (`inWorkspace`, as approval mails do, ADR 044).
 */
export function draftReadyEmail(
  to: string,
  event: Event,
  context: { workspace: string; reminder: boolean },
  appUrl: string,
): Mail {
  const when = formatDeliveryTime(event.sendAt, event.timeZone);
  const intro = context.reminder
    ? `The ${what(event)} announcement for ${event.personName} in ${context.workspace} goes out on ${when}, and nobody has approved it yet.`
    : `Herald drafted the ${what(event)} announcement for ${event.personName} in ${context.workspace}. It goes out on ${when} once you approve it.`;
  const advice =
    'Pick a draft, edit it if you like, and approve it; or ask for new drafts, or skip it. Nothing is posted without an approval, and if nobody approves it before its send time it is not sent.';
  const url = inWorkspace(`${appUrl}${reviewPath(event.id)}`, event.workspaceId);
  return {
    to,
    subject: context.reminder
      ? `Reminder: the announcement for ${event.personName} needs your approval`
      : `Review the announcement for ${event.personName}`,
    text: `${intro}\n\n${advice}\n${url}\n\n— Herald`,
    html: layout({
      preheader: intro,
      heading: context.reminder
        ? 'An announcement still needs your approval'
        : 'An announcement is ready for your review',
      body: paragraph(intro) + paragraph(advice),
      action: { label: 'Review the drafts', url },
      footnote:
        'You get this e-mail as the manager of this person, or as an admin or owner of the workspace.',
    }),
  };
}
