import { Crown, LoaderCircle, Lock, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FIELD_LIMITS, LENGTHS, parseGenerateInput } from '#domain/generation.ts';
import { MESSAGE_TYPES } from '#domain/message-types.ts';
import { formatUsage } from '#domain/plans.ts';
import { TONES } from '#domain/tones.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import type { GenerateBody } from './api.ts';
import { ChoiceGroup } from './choice-group.tsx';
import {
  EMPTY_FORM,
  FIELD_SPECS,
  FIELDS_BY_TYPE,
  firstMissingField,
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

/** Spec §2 generate form: type-dependent fields, plan-limited tones and types, a length. */
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
  const { fields, required } = FIELDS_BY_TYPE[messageType];

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

  function detailField(name: DetailField) {
    const spec = FIELD_SPECS[name];
    const isRequired = required.includes(name);
    const id = `generate-${name}`;
    const common = {
      id,
      placeholder: spec.placeholder,
      maxLength: spec.maxLength,
      required: isRequired,
      ...register(name),
    };
    return (
      <div
        key={name}
        className={spec.kind === 'textarea' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}
      >
        <Label htmlFor={id}>
          {spec.label}
          {isRequired ? <RequiredMark /> : null}
        </Label>
        {spec.kind === 'textarea' ? (
          <Textarea rows={3} {...common} />
        ) : (
          <Input type={spec.kind === 'date' ? 'date' : 'text'} {...common} />
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Message details</CardTitle>
        <CardDescription>
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Message details">
          <ChoiceGroup
            legend="Message type"
            registration={register('messageType')}
            disabled={!plan}
            columns=""
            size="compact"
            choices={MESSAGE_TYPES.map((t) => ({
              value: t.value,
              label: t.label,
              locked: plan ? !plan.messageTypes.includes(t.value) : false,
            }))}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="generate-newHireName">
                Name
                <RequiredMark />
              </Label>
              <Input
                id="generate-newHireName"
                placeholder="e.g. Jordan Lee"
                maxLength={FIELD_LIMITS.name}
                required
                autoComplete="off"
                {...register('newHireName')}
              />
            </div>
            {fields.map(detailField)}
          </div>

          <ChoiceGroup
            legend="Tone"
            registration={register('tone')}
            disabled={!plan}
            columns="sm:grid-cols-2"
            size="compact"
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
            <p className="text-sm text-muted-foreground">
              <Lock className="mr-1.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
              Options marked Pro are part of the Pro plan.{' '}
              <Link
                to="/dashboard/billing"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Upgrade to unlock them
              </Link>
            </p>
          ) : null}

          <ChoiceGroup
            legend="Length"
            registration={register('length')}
            columns="grid-cols-3"
            size="compact"
            choices={LENGTHS.map((value) => ({ value, label: LENGTH_LABELS[value] }))}
          />

          <div className="grid gap-3">
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
            <p className="h-5 text-center text-xs text-muted-foreground">
              {usage ? `${formatUsage(usage.used, usage.limit)} messages used this month` : ''}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
