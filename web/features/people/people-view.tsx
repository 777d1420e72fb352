import { Pencil, Plug, Trash2, Upload, UserPlus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorCode } from '#web/lib/api-client.ts';
import { useDeletePerson, usePeople, type PeopleView as View, type Person } from './api.ts';
import { HrSystemPanel } from './hr-system-panel.tsx';
import { formatDay } from './format-day.ts';
import { ImportPanel } from './import-panel.tsx';
import { PersonForm } from './person-form.tsx';

const VIEWS: { value: View; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No one is starting soon.' },
  { value: 'all', label: 'Everyone', empty: 'No people yet.' },
];

/** Edited or re-imported with new facts since it was added (the list's "changes"). */
const changedSinceAdded = (person: Person) =>
  new Date(person.updatedAt).getTime() - new Date(person.createdAt).getTime() > 1000;

const formatChanged = (instant: string) =>
  new Date(instant).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

function PersonItem({ person, canManage }: { person: Person; canManage: boolean }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeletePerson();
  if (editing) return <PersonForm editing={person} onDone={() => setEditing(false)} />;
  const details = [person.role, person.team, person.location ?? person.timeZone].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border bg-card p-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">
          {person.name}
          {person.preferredName ? (
            <span className="font-normal text-muted-foreground"> ({person.preferredName})</span>
          ) : null}
          {person.doNotAnnounce ? (
            <Badge variant="outline" className="ml-2">
              Don’t announce
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Starts {formatDay(person.startDate)}
          {details.length ? ` · ${details.join(' · ')}` : ''}
        </p>
        {person.previousRole && person.roleChangedOn && person.role ? (
          // The promotion the autopilot announces starts from this (ADR 052).
          <p className="text-sm">
            New role: {person.role}, was {person.previousRole} (from{' '}
            {formatDay(person.roleChangedOn)})
          </p>
        ) : null}
        <p className="text-xs break-all text-muted-foreground">
          {person.workEmail}
          {person.managerName ? ` · Manager: ${person.managerName}` : ''}
          {changedSinceAdded(person) ? ` · Changed ${formatChanged(person.updatedAt)}` : ''}
        </p>
      </div>
      {canManage ? (
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${person.name}`}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="sm" variant="ghost" aria-label={`Delete ${person.name}`}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete {person.name}?</AlertDialogTitle>
                <AlertDialogDescription>
                  They are removed from People. Importing a sheet that has them adds them again.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction
                  onClick={() =>
                    remove.mutate(person.id, {
                      onSuccess: () => toast.success('Person deleted'),
                      onError: () => toast.error('The person was not deleted. Please try again.'),
                    })
                  }
                >
                  Delete
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The People screen (issue 25 item 1): the workspace's joiners by start date. Admins add,
 * edit and import; members see the list. `locked` is shown instead on a Basic plan.
 */
export function PeopleView({ locked }: { locked: ReactNode }) {
  const [view, setView] = useState<View>('upcoming');
  const [panel, setPanel] = useState<'add' | 'import' | 'hr' | null>(null);
  const people = usePeople(view);

  if (people.isError && apiErrorCode(people.error) === 'plan_required') return <>{locked}</>;
  const pages = people.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const canManage = pages[0]?.canManage ?? false;

  return (
    <div className="grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
          {VIEWS.map((v) => (
            <Button
              key={v.value}
              size="sm"
              variant={view === v.value ? 'secondary' : 'outline'}
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
            >
              {v.label}
            </Button>
          ))}
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-pressed={panel === 'hr'}
              onClick={() => setPanel(panel === 'hr' ? null : 'hr')}
            >
              <Plug className="size-4" aria-hidden="true" />
              HR system
            </Button>
            <Button size="sm" variant="outline" onClick={() => setPanel('import')}>
              <Upload className="size-4" aria-hidden="true" />
              Import
            </Button>
            <Button size="sm" onClick={() => setPanel('add')}>
              <UserPlus className="size-4" aria-hidden="true" />
              Add person
            </Button>
          </div>
        ) : null}
      </div>

      {panel === 'add' ? <PersonForm onDone={() => setPanel(null)} /> : null}
      {panel === 'import' ? <ImportPanel onDone={() => setPanel(null)} /> : null}
      {panel === 'hr' ? <HrSystemPanel /> : null}

      {people.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : people.isError ? (
        <LoadError
          what="We couldn’t load the people of this workspace."
          onRetry={() => void people.refetch()}
        />
      ) : items.length === 0 ? (
        <Card className="flex min-h-48 flex-col items-center justify-center gap-3 border-dashed p-8 text-center">
          <Users className="size-8 text-primary" aria-hidden="true" />
          <p className="font-medium">{VIEWS.find((v) => v.value === view)!.empty}</p>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? 'Add new joiners by hand, or import them from a spreadsheet.'
              : 'An admin of this workspace adds new joiners here.'}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="People">
          {items.map((p) => (
            <PersonItem key={p.id} person={p} canManage={canManage} />
          ))}
        </ul>
      )}
      {people.hasNextPage ? (
        <Button
          variant="outline"
          disabled={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          {people.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
