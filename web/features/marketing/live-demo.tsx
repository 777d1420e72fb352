import { LoaderCircle } from '#web/components/icons.tsx';
import { WandSparkles } from '#web/components/page-icons.tsx';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { isMessageType, MESSAGE_TYPES } from '#domain/message-types.ts';
import { PLANS } from '#domain/plans.ts';
import { isTone, TONES } from '#domain/tones.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { DemoPlaceholder } from './demo-placeholder.tsx';
import type { DemoState } from './demo-state.ts';

// Views that exist only after a submission load on demand (landing JS budget, issue 7).
const loadResults = () => import('./demo-results.tsx');
const DemoResults = lazy(() => loadResults().then((m) => ({ default: m.DemoResults })));

// The demo offers what a free account gets: the Basic plan's tones and message types.
const DEMO_TONES = TONES.filter((tone) => PLANS.basic.tones.includes(tone.value));
const DEMO_TYPES = MESSAGE_TYPES.map((type) => ({
  ...type,
  available: PLANS.basic.messageTypes.includes(type.value),
}));

/** Same limit as FIELD_LIMITS.name/role in domain/generation.ts (not imported: it pulls zod). */
const FIELD_MAX_LENGTH = 100;

export function LiveDemo() {
  const [state, setState] = useState<DemoState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newHireName = String(form.get('newHireName') ?? '').trim();
    const role = String(form.get('role') ?? '').trim();
    const tone = form.get('tone');
    const messageType = form.get('messageType');
    // The texts of spec §5, as the signed-in generator shows them.
    if (!newHireName || !isTone(tone) || !isMessageType(messageType)) {
      setState({
        status: 'error',
        error: 'Please fill in the required fields: name, message type, and tone.',
      });
      return;
    }
    if (!role) {
      setState({ status: 'error', error: 'Please fill in the role for welcome messages.' });
      return;
    }

    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ status: 'loading' });
    try {
      const { requestDemoMessages } = await import('./request-demo.ts');
      const result = await requestDemoMessages(
        { newHireName, role, tone, messageType },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { status: 'success', messages: result.messages }
          : { status: 'error', error: result.error },
      );
    } catch {
      // Aborted by a newer submission or by leaving the page: nothing to show.
    }
  }

  const loading = state.status === 'loading';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
      <Card className="self-start p-6">
        <form
          onSubmit={handleSubmit}
          onFocus={() => void loadResults()}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="demo-name">New hire&apos;s name</Label>
            <Input
              id="demo-name"
              name="newHireName"
              required
              maxLength={FIELD_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Maya Chen"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="demo-role">Role</Label>
            <Input
              id="demo-role"
              name="role"
              required
              maxLength={FIELD_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Senior Product Designer"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div className="flex flex-col gap-2">
              <Label htmlFor="demo-tone">Tone</Label>
              <NativeSelect id="demo-tone" name="tone" defaultValue={DEMO_TONES[0]?.value}>
                {DEMO_TONES.map((tone) => (
                  <option key={tone.value} value={tone.value}>
                    {tone.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="demo-type">Message type</Label>
              <NativeSelect id="demo-type" name="messageType" defaultValue="welcome">
                {DEMO_TYPES.map((type) => (
                  <option key={type.value} value={type.value} disabled={!type.available}>
                    {type.available ? type.label : `${type.label} (Pro)`}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={loading}>
            {loading ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {loading ? 'Writing your options...' : 'Generate Messages'}
          </Button>
          <p className="text-xs leading-relaxed text-muted-foreground">
            No sign-in needed. Demo messages come from Herald&apos;s built-in writer and are not
            saved.
          </p>
        </form>
      </Card>

      {/*
        Side by side, space for three options is reserved up front so results never push the
        page around. Stacked on a phone the column would be ~480 px of blank box under the
        form: there the placeholder takes its own height, and options arrive below the form
        the visitor has just used.
      */}
      <div className="flex flex-col gap-4 lg:min-h-[30rem]" aria-busy={loading}>
        <p role="status" className="sr-only">
          {loading
            ? 'Writing your messages…'
            : state.status === 'success'
              ? `${state.messages.length} message options ready.`
              : ''}
        </p>
        {state.status !== 'idle' && (
          <Suspense fallback={null}>
            <DemoResults state={state} />
          </Suspense>
        )}
        {(state.status === 'idle' || state.status === 'error') && <DemoPlaceholder />}
      </div>
    </div>
  );
}
