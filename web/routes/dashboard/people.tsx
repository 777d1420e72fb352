import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { useAutopilotEvents } from '#web/features/people/autopilot-api.ts';
import { AwaitingReview } from '#web/features/people/autopilot-events.tsx';
import { AutopilotRulesForm } from '#web/features/people/autopilot-rules.tsx';
import { PeopleView } from '#web/features/people/people-view.tsx';
import { useDestinations } from '#web/features/sending/api.ts';
import { ProLock } from '#web/features/sending/pro-lock.tsx';

export const meta = () => [{ title: 'People · Herald' }];

const TABS = [
  { value: 'people', label: 'People' },
  { value: 'autopilot', label: 'Autopilot' },
] as const;

function AutopilotTab() {
  const destinations = useDestinations();
  return (
    <div className="grid max-w-3xl gap-6">
      <AwaitingReview />
      <AutopilotRulesForm
        destinations={destinations.data?.destinations}
        locked={
          <ProLock what="The autopilot">
            Pro drafts the welcome of each new joiner before their start date, asks their manager to
            approve one, and posts it on the day.
          </ProLock>
        }
      />
    </div>
  );
}

export default function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'autopilot' ? 'autopilot' : 'people';
  // What waits for this user's decision, said on the tab so it is found from People too.
  const toReview =
    useAutopilotEvents().data?.events.filter((e) => e.state === 'awaiting_review' && e.canReview)
      .length ?? 0;
  return (
    <>
      <PageHeader
        back
        title="People"
        description="New joiners of this workspace and their start dates, typed in or imported from a spreadsheet."
      />
      <nav aria-label="People sections" className="mb-4 flex gap-2">
        {TABS.map((t) => (
          <Button
            key={t.value}
            size="sm"
            variant={tab === t.value ? 'secondary' : 'ghost'}
            aria-current={tab === t.value ? 'page' : undefined}
            onClick={() => setParams(t.value === 'people' ? {} : { tab: t.value })}
          >
            {t.label}
            {t.value === 'autopilot' && toReview ? (
              <>
                {' '}
                <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                  {toReview} to review
                </span>
              </>
            ) : null}
          </Button>
        ))}
      </nav>
      {tab === 'autopilot' ? (
        <AutopilotTab />
      ) : (
        <PeopleView
          locked={
            <ProLock what="People">
              Pro keeps your new joiners in one place: add them by hand or import a spreadsheet,
              with their start dates, teams and time zones.
            </ProLock>
          }
        />
      )}
    </>
  );
}
