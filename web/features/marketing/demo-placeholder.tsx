import { MessageSquareText } from '#web/components/page-icons.tsx';

/** The result column before any options exist. */
export function DemoPlaceholder() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/60 p-8 text-center">
      <MessageSquareText className="size-10 text-primary/70" aria-hidden="true" />
      <p className="font-medium">Your message options will appear here</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Add a name and a role, pick a tone, and Herald writes three different drafts you can copy
        straight into Slack, Teams or email.
      </p>
    </div>
  );
}
