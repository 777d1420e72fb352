import { zodResolver } from '#web/lib/zod-resolver.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordInput } from '#domain/auth.ts';
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
import { toast } from '#web/components/ui/toaster.tsx';
import { useChangePassword } from './api.ts';

type Values = z.input<typeof ChangePasswordInput>;

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

export function PasswordCard() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        reset();
        toast.success('Password changed', {
          description: 'Your other sessions have been signed out.',
        });
      },
      (error: unknown) =>
        toast.error('Error changing password', {
          description: error instanceof Error ? error.message : 'Please try again',
        }),
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {/* Lets password managers tie the new password to the account. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          {FIELDS.map(({ name, label, autoComplete }) => {
            const id = `settings-${name}`;
            const error = errors[name]?.message;
            return (
              <div key={name} className="grid gap-2">
                <Label htmlFor={id}>{label}</Label>
                <Input
                  id={id}
                  type="password"
                  autoComplete={autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(name)}
                />
                {error ? (
                  <p
                    id={`${id}-error`}
                    role="alert"
                    className="text-sm font-medium text-destructive"
                  >
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div>
            <Button type="submit" variant="outline" disabled={change.isPending}>
              {change.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
