import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AutopilotRulesInput,
  DEFAULT_AUTOPILOT_RULES,
  type AutopilotRules,
} from '#domain/autopilot.ts';
import { LENGTHS } from '#domain/generation.ts';
import { timeZoneOptions } from '#domain/time-zones.ts';
import { TONES } from '#domain/tones.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorCode, apiErrorMessage } from '#web/lib/api-client.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useAutopilotRules, useSaveAutopilotRules } from './autopilot-api.ts';

type Values = z.input<typeof AutopilotRulesInput>;
type Field = keyof Values;

const LENGTH_LABELS = { short: 'Short', medium: 'Medium', long: 'Long' } as const;

/** A destination the autopilot may post to (Settings → Destinations; the route passes them). */
export interface RulesDestination {
  id: string;
  name: string;
  kind: string;
}

/**
 * The autopilot rules of the workspace (issue 25 item 4, ADR 053): admins and owners change
 * them, members read them. The same schema checks the form and the API.
 */
export function AutopilotRulesForm({
  destinations,
  locked,
}: {
  destinations: RulesDestination[] | undefined;
  locked: ReactNode;
}) {
  const rules = useAutopilotRules();
  if (rules.isError && apiErrorCode(rules.error) === 'plan_required') return <>{locked}</>;
  if (rules.isPending) return <Skeleton className="h-64 w-full" />;
  if (rules.isError)
    return (
      <LoadError
        what="We couldn’t load the autopilot rules."
        onRetry={() => void rules.refetch()}
      />
    );
  return (
    <RulesForm
      // A save elsewhere (another tab, another admin) shows its rules, not stale ones; and the
      // destination shows once the list of destinations that holds it has arrived.
      key={JSON.stringify([rules.data.rules, destinations?.map((d) => d.id)])}
      rules={rules.data.rules}
      canManage={rules.data.canManage}
      destinations={destinations ?? []}
    />
  );
}

function RulesForm({
  rules,
  canManage,
  destinations,
}: {
  rules: AutopilotRules;
  canManage: boolean;
  destinations: RulesDestination[];
}) {
  const save = useSaveAutopilotRules();
  const zones = useMemo(() => timeZoneOptions([rules.timeZone]), [rules.timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm<Values, unknown, AutopilotRules>({
    resolver: zodResolver(AutopilotRulesInput),
    defaultValues: { ...DEFAULT_AUTOPILOT_RULES, ...rules },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset(values);
      toast.success('Autopilot rules saved');
    } catch (failure) {
      setError('root', {
        message: apiErrorMessage(failure) ?? 'The rules were not saved. Please try again.',
      });
    }
  });

  const a11y = (name: Field, hinted = false) => ({
    id: `autopilot-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name]
      ? `autopilot-${name}-error`
      : hinted
        ? `autopilot-${name}-hint`
        : undefined,
  });
  const field = (name: Field, label: string, input: ReactNode, hint?: string) => {
    const error = errors[name]?.message;
    return (
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`autopilot-${name}`}>{label}</Label>
        {input}
        {error ? (
          <p
            id={`autopilot-${name}-error`}
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {error}
          </p>
        ) : hint ? (
          <p id={`autopilot-${name}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };
  const toggle = (name: 'welcomeEnabled' | 'promotionEnabled' | 'skipWeekends', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4" {...register(name)} />
      {label}
    </label>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-lg border p-4"
      aria-label="Autopilot rules"
    >
      <div className="grid gap-1">
        <h2 className="font-semibold">Autopilot rules</h2>
        <p className="text-sm text-muted-foreground">
          Herald drafts an announcement for each person before their day, a reviewer approves one,
          and it is posted on the day. Nothing is posted without an approval.
        </p>
        <p className="text-sm text-muted-foreground">
          Drafts are reviewed by the person’s manager when the manager has a Herald account in this
          workspace, otherwise by its admins and owners.
        </p>
        {canManage ? null : (
          <p className="text-sm font-medium">Only admins and owners change these rules.</p>
        )}
      </div>
      <fieldset disabled={!canManage} className="grid gap-4 disabled:opacity-80">
        <legend className="sr-only">Rules</legend>
        <div className="grid gap-2">
          {toggle('welcomeEnabled', 'Welcome people on their start date')}
          {toggle('promotionEnabled', 'Announce promotions on their date')}
          {toggle('skipWeekends', 'Post on the Monday after when the day falls on a weekend')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'destinationId',
            'Post to',
            <NativeSelect
              {...a11y('destinationId', true)}
              {...register('destinationId', { setValueAs: (v: string | null) => v || null })}
            >
              <option value="">Not chosen</option>
              {destinations.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>,
            destinations.length
              ? 'A destination of this workspace.'
              : 'Add a destination in Settings first.',
          )}
          {field(
            'sendTime',
            'Send time',
            <Input type="time" {...a11y('sendTime', true)} {...register('sendTime')} />,
            'In each person’s time zone.',
          )}
          {field(
            'daysAhead',
            'Draft days ahead',
            <Input
              type="number"
              min={1}
              max={14}
              step={1}
              {...a11y('daysAhead', true)}
              {...register('daysAhead', { valueAsNumber: true })}
            />,
            'How many days before the day the drafts are written and the reviewer is asked.',
          )}
          {field(
            'timeZone',
            'Time zone for people without one',
            <NativeSelect
              {...a11y('timeZone')}
              {...register('timeZone', { setValueAs: (v: string | null) => v || null })}
            >
              <option value="">The owner’s time zone</option>
              {zones.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </NativeSelect>,
          )}
          {field(
            'tone',
            'Tone',
            <NativeSelect {...a11y('tone')} {...register('tone')}>
              {TONES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>,
          )}
          {field(
            'length',
            'Length',
            <NativeSelect {...a11y('length')} {...register('length')}>
              {LENGTHS.map((l) => (
                <option key={l} value={l}>
                  {LENGTH_LABELS[l]}
                </option>
              ))}
            </NativeSelect>,
          )}
        </div>
      </fieldset>
      {errors.root?.message ? (
        <p className="text-sm text-destructive" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      {canManage ? (
        <Button
          type="submit"
          size="sm"
          className="justify-self-start"
          disabled={save.isPending || !isDirty}
        >
          {save.isPending ? 'Saving...' : 'Save rules'}
        </Button>
      ) : null}
    </form>
  );
}
