import { useParams } from 'react-router';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { AutopilotReview } from '#web/features/people/autopilot-review.tsx';
import { ProLock } from '#web/features/sending/pro-lock.tsx';

export const meta = () => [{ title: 'Review an announcement · Herald' }];

/** Where a reviewer mail links (reviewPath in domain/autopilot.ts), in the mail's workspace. */
export default function PeopleReviewPage() {
  const { eventId = '' } = useParams();
  return (
    <>
      <PageHeader
        back
        title="Review an announcement"
        description="Pick a draft, edit it if you like, and approve it. Nothing is posted without an approval."
      />
      <AutopilotReview
        eventId={eventId}
        locked={
          <ProLock what="The autopilot">
            Pro drafts the welcome of each new joiner before their start date, asks their manager to
            approve one, and posts it on the day.
          </ProLock>
        }
      />
    </>
  );
}
