import {
  createContext,
  useContext,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { loadOnce } from '#web/lib/load-once.ts';

/*
 * The auth forms' one way to validate, submit and show errors. Inputs are uncontrolled (read
 * from the form at submit), so the forms need no form library, and their schemas (with zod)
 * load when a field first gets focus, or at the first submit at the latest: the auth pages'
 * first load carries neither (issue 23 item 4, ADR 050). The behaviour is react-hook-form's
 * defaults, which the signed-in app's forms keep: validate on submit, focus the first field in
 * error, then check a field again whenever it changes.
 */

type Errors = Partial<Record<string, string>>;

interface FormState {
  errors: Errors;
  submitting: boolean;
}

/** A schema that loads on first use; create it once, beside the form. */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): () => Promise<S> {
  return loadOnce(load);
}

export interface AuthFormControl extends FormState {
  handlers: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onChange: (event: ChangeEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  };
}

/** Each field's first message, keyed by its name; the spec's texts are the schemas' own. */
function fieldErrors(result: z.ZodSafeParseResult<unknown>): Errors {
  const errors: Errors = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const valuesOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));

export function useAuthForm<S extends z.ZodType>(
  schema: () => Promise<S>,
  onValid: (values: z.output<S>) => Promise<void>,
): AuthFormControl {
  const [state, setState] = useState<FormState>({ errors: {}, submitting: false });
  const busy = useRef(false);
  const submitted = useRef(false);
  // A download that failed on focus is tried again by the submit.
  const load = () => schema().catch(schema);

  async function submit(form: HTMLFormElement) {
    busy.current = true;
    setState((s) => ({ ...s, submitting: true }));
    try {
      const result = (await load()).safeParse(valuesOf(form));
      const errors = fieldErrors(result);
      submitted.current = true;
      setState((s) => ({ ...s, errors }));
      if (result.success) await onValid(result.data);
      else
        for (const element of form.elements)
          if ((element as HTMLInputElement).name in errors) {
            (element as HTMLInputElement).focus();
            break;
          }
    } finally {
      busy.current = false;
      setState((s) => ({ ...s, submitting: false }));
    }
  }

  return {
    ...state,
    handlers: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!busy.current) void submit(event.currentTarget);
      },
      onChange: (event) => {
        const { name } = event.target as unknown as HTMLInputElement;
        if (!submitted.current || !name) return;
        const form = event.currentTarget;
        void load().then((loaded) => {
          const error = fieldErrors(loaded.safeParse(valuesOf(form)))[name];
          setState((s) =>
            s.errors[name] === error ? s : { ...s, errors: { ...s.errors, [name]: error } },
          );
        });
      },
      onFocus: () => void schema().catch(() => undefined),
    },
  };
}

const FormStateContext = createContext<FormState>({ errors: {}, submitting: false });

/** The form element of every auth screen; its fields and button read its state. */
export function AuthForm({ form, children }: { form: AuthFormControl; children: ReactNode }) {
  return (
    <FormStateContext.Provider value={form}>
      {/* POST: a form sent before hydration must not put the password in the URL. */}
      <form {...form.handlers} method="post" noValidate className="grid gap-4">
        {children}
      </form>
    </FormStateContext.Provider>
  );
}

interface FormFieldProps extends ComponentProps<typeof Input> {
  /** The input's id and name: the schema's key. */
  id: string;
  label: string;
  /** Extra content on the label row, e.g. a "Forgot password?" link. */
  aside?: ReactNode;
}

/** A labelled input whose error is tied to it (aria-describedby) and announced. */
export function FormField({ id, label, aside, ...input }: FormFieldProps) {
  const error = useContext(FormStateContext).errors[id];
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <Input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function EmailField({ autoComplete }: { autoComplete: 'email' | 'username' }) {
  return (
    <FormField
      id="email"
      label="Email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      placeholder="you@company.com"
    />
  );
}

export function PasswordField({
  id = 'password',
  label,
  autoComplete = 'new-password',
  aside,
}: {
  id?: 'password' | 'confirmPassword';
  label: string;
  autoComplete?: 'new-password' | 'current-password';
  aside?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} type="password" autoComplete={autoComplete} aside={aside} />
  );
}

/** The form's submit button, disabled and relabelled while the form submits. */
export function SubmitButton({ children, busy }: { children: string; busy: string }) {
  const { submitting } = useContext(FormStateContext);
  return (
    <Button type="submit" size="lg" disabled={submitting}>
      {submitting ? busy : children}
    </Button>
  );
}
