import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  PERSON_FIELDS,
  PersonInput,
  type PersonInputValues,
  type PersonField,
  type PersonValues,
} from '#domain/people.ts';
import { timeZoneOptions } from '#domain/time-zones.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useSavePerson, type Person } from './api.ts';

type TextField = Exclude<PersonField, 'doNotAnnounce' | 'timeZone' | 'startDate'>;

/** Form values: every text a string (blank = not given), as the inputs hold them. */
type Values = PersonInputValues;

const INPUT_TYPES: Partial<Record<TextField, string>> = {
  workEmail: 'email',
  managerEmail: 'email',
};
const REQUIRED = new Set<PersonField>(['name', 'workEmail', 'startDate']);
const label = (field: PersonField) => PERSON_FIELDS.find((f) => f.key === field)!.label;

function defaults(person?: Person): Values {
  const values = Object.fromEntries(
    PERSON_FIELDS.map(({ key }) => [key, person ? (person[key] ?? '') : '']),
  ) as unknown as Values;
  return { ...values, doNotAnnounce: person?.doNotAnnounce ?? false };
}

/** Add or edit a person by hand (issue 25 item 1); the same schema checks the API. */
export function PersonForm({ editing, onDone }: { editing?: Person; onDone: () => void }) {
  const save = useSavePerson();
  const zones = useMemo(() => timeZoneOptions([editing?.timeZone]), [editing?.timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, PersonValues>({
    resolver: zodResolver(PersonInput),
    defaultValues: defaults(editing),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: editing?.id, values });
      toast.success(editing ? 'Person saved' : 'Person added');
      onDone();
    } catch (failure) {
      setError('root', {
        message: apiErrorMessage(failure) ?? 'The person was not saved. Please try again.',
      });
    }
  });

  const field = (name: PersonField, input: ReactNode) => {
    const id = `person-${name}`;
    const error = errors[name]?.message;
    return (
      <div key={name} className="grid gap-1.5">
        <Label htmlFor={id}>
          {label(name)}
          {REQUIRED.has(name) ? null : (
            <span className="font-normal text-muted-foreground"> (optional)</span>
          )}
        </Label>
        {input}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const a11y = (name: PersonField) => ({
    id: `person-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `person-${name}-error` : undefined,
  });
  const text = (name: TextField) =>
    field(name, <Input type={INPUT_TYPES[name] ?? 'text'} {...a11y(name)} {...register(name)} />);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 rounded-lg border p-4"
      aria-label={editing ? `Edit ${editing.name}` : 'Add a person'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name')}
        {text('preferredName')}
        {text('workEmail')}
        {text('employeeId')}
        {text('role')}
        {text('team')}
        {text('managerName')}
        {text('managerEmail')}
        {field(
          'startDate',
          <Input type="date" {...a11y('startDate')} {...register('startDate')} />,
        )}
        {text('location')}
        {field(
          'timeZone',
          <NativeSelect {...a11y('timeZone')} {...register('timeZone')}>
            <option value="">Not set</option>
            {zones.map((z) => (
              <option key={z.value} value={z.value}>
                {z.label}
              </option>
            ))}
          </NativeSelect>,
        )}
        {text('previousCompany')}
        {text('expertise')}
        {text('hobbies')}
      </div>
      {text('funFact')}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('doNotAnnounce')} />
        Don’t announce this person
      </label>
      {errors.root?.message ? (
        <p className="text-sm text-destructive" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save person' : 'Add person'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
