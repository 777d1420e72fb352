import { ChevronDown, Crown, LoaderCircle, Lock, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  FIELD_LIMITS,
  isThin,
  LENGTHS,
  parseGenerateInput,
  thinNotice,
} from '#domain/generation.ts';
import { MESSAGE_TYPES } from '#domain/message-types.ts';
import { formatUsage } from '#domain/plans.ts';
import { TONES } from '#domain/tones.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/cn.ts';
import type { GenerateBody } from './api.ts';
import { ChoiceGroup } from './choice-group.tsx';
import {
  EMPTY_FORM,
  FIELD_SPECS,
  FIELDS_BY_TYPE,
  firstMissingField,
  optionalFields,
  toGenerateBody,
  type DetailField,
  type GenerateFormValues,
} from './form-fields.ts';

export interface PlanOptions {
  tones: string[];
  messageTypes: string[];
}

interface GenerateFormProps {
  /** Undefined while the account loads or when it failed. */
  plan: PlanOptions | undefined;
  planFailed: boolean;
  onRetryPlan: () => void;
  usage: { used: number; limit: number | null } | undefined;
  limitReached: boolean;
  generating: boolean;
  onGenerate: (body: GenerateBody) => void;
}

const LENGTH_LABELS = { short: 'Short', medium: 'Medium', long: 'Long' } as const;

function RequiredMark() {
  return (
    <span className="text-destructive" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/**
 * Spec §2 generate form: type-dependent fields, plan-limited tones and types, a length. Laid
 * out to fit 1280×800 with its button in view: required fields first, optional facts behind
 * "Add details", and the button in a bar that sticks to the bottom of the screen.
 */
export function GenerateForm({
  plan,
  planFailed,
  onRetryPlan,
  usage,
  limitReached,
  generating,
  onGenerate,
}: GenerateFormProps) {
  const { register, handleSubmit, control, setValue, getValues, setFocus } =
    useForm<GenerateFormValues>({ defaultValues: EMPTY_FORM });
  const messageType = useWatch({ control, name: 'messageType' });
  const { required } = FIELDS_BY_TYPE[messageType];

  // A plan without the default tone starts on its first tone instead.
  useEffect(() => {
    if (plan && !plan.tones.includes(getValues('tone')) && plan.tones[0])
      setValue('tone', plan.tones[0]);
  }, [plan, getValues, setValue]);

  const onSubmit = handleSubmit((values) => {
    if (!plan) {
      toast.error('Subscription Error', {
        description: 'Unable to verify your subscription. Please try again.',
      });
      return;
    }
    const body = toGenerateBody(values);
    const parsed = parseGenerateInput(body);
    if (!parsed.success) {
      toast.error('Missing Information', { description: parsed.error });
      const missing = firstMissingField(values);
      if (missing) setFocus(missing);
      return;
    }
    onGenerate(body);
  });

  const hasLocked =
    plan !== undefined &&
    (TONES.some((t) => !plan.tones.includes(t.value)) ||
      MESSAGE_TYPES.some((t) => !plan.messageTypes.includes(t.value)));

  // Optional facts wait behind "Add details", so the form fits a laptop screen with its
  // Generate button (issue 14); the count says what is tucked away when it is closed.
  const [detailsOpen, setDetailsOpen] = useState(false);
  const optional = optionalFields(messageType);
  const watched = useWatch({ control });
  const filledOptional = optional.filter((f) => watched[f]?.trim()).length;
  // An odd number of half-width optional fields: the last one takes the whole row.
  const halfOptional = optional.filter((f) => !FIELD_SPECS[f].wide);
  const lastAlone = halfOptional.length % 2 === 1 ? halfOptional.at(-1) : undefined;

  function detailField(name: DetailField) {
    const spec = FIELD_SPECS[name];
    const isRequired = required.includes(name);
    const id = `generate-${name}`;
    const hintId = spec.hint ? `${id}-hint` : undefined;
    const common = {
      id,
      placeholder: spec.placeholder,
      maxLength: spec.maxLength,
      required: isRequired,
      'aria-describedby': hintId,
      ...register(name),
    };
    const wide = spec.wide || name === lastAlone;
    return (
      <div key={name} className={cn('grid content-start gap-2', wide && 'sm:col-span-2')}>
        <Label htmlFor={id}>
          {spec.label}
          {isRequired ? <RequiredMark /> : null}
        </Label>
        {spec.kind === 'textarea' ? (
          <Textarea rows={3} {...common} />
        ) : (
          <Input type={spec.kind === 'date' ? 'date' : 'text'} {...common} />
        )}
        {spec.hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {spec.hint}
          </p>
        ) : null}
      </div>
    );
  }

  // Issue 21: a thin input is not padded to its length; the form says so before Generate.
  const parsedNow = parseGenerateInput(toGenerateBody({ ...EMPTY_FORM, ...watched }));
  const thin = parsedNow.success && isThin(parsedNow.data);

  // Name and the type's required fields, two to a row; with an odd count Name has its own.
  const nameWide = (1 + required.filter((f) => !FIELD_SPECS[f].wide).length) % 2 === 1;

  return (
    <Card>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 p-5 pb-0 sm:p-6 sm:pb-0"
        aria-label="Message details"
      >
        <ChoiceGroup
          legend="Message type"
          aside={
            <>
              <span className="text-destructive">*</span> Required
            </>
          }
          registration={register('messageType')}
          disabled={!plan}
          columns="sm:grid-cols-3"
          variant="segmented"
          choices={MESSAGE_TYPES.map((t) => ({
            value: t.value,
            label: t.label,
            locked: plan ? !plan.messageTypes.includes(t.value) : false,
          }))}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <div className={cn('grid content-start gap-2', nameWide && 'sm:col-span-2')}>
            <Label htmlFor="generate-newHireName">
              Name
              <RequiredMark />
            </Label>
            <Input
              id="generate-newHireName"
              placeholder="e.g. Robert Lee"
              maxLength={FIELD_LIMITS.name}
              required
              autoComplete="off"
              {...register('newHireName')}
            />
          </div>
          {required.map(detailField)}
        </div>

        <div className="-my-1 grid gap-3">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mx-2 justify-self-start text-primary"
            aria-expanded={detailsOpen}
            aria-controls="generate-details"
            onClick={() => setDetailsOpen((open) => !open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', detailsOpen && 'rotate-180')}
            />
            {detailsOpen ? 'Hide details' : 'Add details'}
            <span className="font-normal text-muted-foreground">
              {filledOptional > 0 ? `(${filledOptional} added)` : '(optional)'}
            </span>
          </Button>
          <div
            id="generate-details"
            hidden={!detailsOpen}
            className="grid gap-4 rounded-lg border border-dashed p-4 sm:grid-cols-2"
          >
            {optional.map(detailField)}
          </div>
        </div>

        <div className="grid gap-2">
          <ChoiceGroup
            legend="Tone"
            registration={register('tone')}
            disabled={!plan}
            columns="grid-cols-2"
            choices={TONES.map((t) => ({
              value: t.value,
              label: t.label,
              locked: plan ? !plan.tones.includes(t.value) : false,
            }))}
          />

          {planFailed ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
            >
              <span>We couldn’t load the tones and message types of your plan.</span>
              <Button type="button" variant="outline" size="sm" onClick={onRetryPlan}>
                <RefreshCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          ) : hasLocked ? (
            <p className="text-xs text-muted-foreground">
              <Lock className="mr-1 inline size-3 align-[-1px]" aria-hidden="true" />
              Pro options are locked on your plan.{' '}
              <Link
                to="/dashboard/billing"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Upgrade to unlock them
              </Link>
            </p>
          ) : null}
        </div>

        <ChoiceGroup
          legend="Length"
          registration={register('length')}
          columns="grid-cols-3"
          variant="segmented"
          inline
          choices={LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }))}
        />
        {thin ? (
          <p aria-live="polite" className="-mt-2 text-xs text-muted-foreground">
            {thinNotice(watched.length ?? 'medium')}
          </p>
        ) : null}

        {/* Sticks to the bottom of the screen while the form is taller than it. */}
        <div className="sticky bottom-0 z-10 -mx-5 grid gap-2 rounded-b-xl border-t bg-card/95 px-5 pt-3 pb-4 backdrop-blur sm:-mx-6 sm:px-6">
          {limitReached ? (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-accent bg-accent/15 p-3 text-sm"
            >
              <Crown className="size-4 text-accent-foreground" aria-hidden="true" />
              <span className="flex-1">You’ve used all of this month’s messages.</span>
              <Link
                to="/dashboard/billing"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Upgrade your plan
              </Link>
            </div>
          ) : null}
          <Button
            type="submit"
            size="lg"
            // While the plan loads there is nothing to check the choices against; once it
            // has failed, a click explains why (the 'Subscription Error' toast).
            disabled={generating || limitReached || (!plan && !planFailed)}
          >
            {generating ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                Generating Messages...
              </>
            ) : (
              <>
                <Sparkles aria-hidden="true" />
                Generate Messages
              </>
            )}
          </Button>
          <p className="h-4 text-center text-xs text-muted-foreground">
            {usage ? `${formatUsage(usage.used, usage.limit)} messages used this month` : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}
