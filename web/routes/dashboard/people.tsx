import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { PeopleView } from '#web/features/people/people-view.tsx';
import { ProLock } from '#web/features/sending/pro-lock.tsx';

export const meta = () => [{ title: 'People · Herald' }];

export default function PeoplePage() {
  return (
    <>
      <PageHeader
        back
        title="People"
        description="New joiners of this workspace and their start dates, typed in or imported from a spreadsheet."
      />
      <PeopleView
        locked={
          <ProLock what="People">
            Pro keeps your new joiners in one place: add them by hand or import a spreadsheet, with
            their start dates, teams and time zones.
          </ProLock>
        }
      />
    </>
  );
}
