import { Check, ChevronDown, Copy, Hash, Mail, Pencil, Star, Type } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  characterCount,
  formatForCopy,
  type AnnouncementContext,
  type CopyFormat,
} from '#domain/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCopyToClipboard } from '#web/components/ui/use-copy-to-clipboard.ts';
import { cn } from '#web/lib/cn.ts';

/** Options stay at least this tall so streaming text and skeletons take the same room. */
export const OPTION_MIN_HEIGHT = 'min-h-52';

const MAX_OPTION_LENGTH = 5000;

interface OptionCardProps {
  index: number;
  text: string;
  context: AnnouncementContext;
  /** Present once the option is stored: it can then be edited and favourited. */
  stored?: { favourite: boolean };
  onSave?: (text: string) => Promise<boolean>;
  onToggleFavourite?: () => Promise<boolean>;
  /** More actions beside Copy (the route composes them in, e.g. "Send…"). */
  actions?: ReactNode;
}

const COPY_FORMATS: { format: CopyFormat; label: string; icon: typeof Type }[] = [
  { format: 'plain', label: 'Plain text', icon: Type },
  { format: 'slack', label: 'Slack (mrkdwn)', icon: Hash },
  { format: 'email', label: 'E-mail (subject + body)', icon: Mail },
];

/** One generated option ('Option N'): copy in three formats, edit inline, favourite. */
export function OptionCard({
  index,
  text,
  context,
  stored,
  onSave,
  onToggleFavourite,
  actions,
}: OptionCardProps) {
  const title = `Option ${index + 1}`;
  const headingId = useId();
  const { copied, copy } = useCopyToClipboard();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(text);
  const [saving, setSaving] = useState(false);
  const [favouriting, setFavouriting] = useState(false);

  async function copyAs(format: CopyFormat) {
    if (await copy(formatForCopy(text, format, context)))
      toast.success('Copied!', { description: 'Message copied to clipboard' });
    else toast.error('Failed to copy', { description: 'Please try again' });
  }

  async function save() {
    if (!onSave) return;
    setSaving(true);
    const ok = await onSave(draft);
    setSaving(false);
    if (ok) setEditing(false);
  }

  async function toggleFavourite() {
    if (!onToggleFavourite) return;
    setFavouriting(true);
    await onToggleFavourite();
    setFavouriting(false);
  }

  const count = characterCount(editing ? draft : text);
  const trimmedDraft = draft.trim();

  return (
    <Card
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 p-5', OPTION_MIN_HEIGHT)}
      role="article"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <div className="flex items-center gap-1">
          <span className="text-xs text-muted-foreground tabular-nums">{count} characters</span>
          {stored ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-pressed={stored.favourite}
              aria-label={`Favourite ${title}`}
              disabled={favouriting}
              onClick={toggleFavourite}
            >
              <Star
                aria-hidden="true"
                className={cn(stored.favourite && 'fill-accent text-accent-foreground')}
              />
            </Button>
          ) : null}
        </div>
      </div>

      {editing ? (
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${headingId}-edit`} className="sr-only">
            Edit {title}
          </Label>
          <Textarea
            id={`${headingId}-edit`}
            value={draft}
            maxLength={MAX_OPTION_LENGTH}
            rows={6}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setDraft(text);
                setEditing(false);
              }
            }}
            autoFocus
          />
        </div>
      ) : (
        <p className="flex-1 text-sm leading-relaxed whitespace-pre-line">{text}</p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        {editing ? (
          <>
            <Button size="sm" onClick={save} disabled={saving || !trimmedDraft}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(text);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </>
        ) : (
          <>
            <div className="inline-flex rounded-md shadow-xs">
              <Button
                size="sm"
                variant="outline"
                className="rounded-r-none"
                onClick={() => copyAs('plain')}
                aria-label={`${copied ? 'Copied' : 'Copy'} ${title}`}
              >
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    size="sm"
                    variant="outline"
                    className="-ml-px rounded-l-none px-2"
                    aria-label={`More copy formats for ${title}`}
                  >
                    <ChevronDown aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="start">
                  <DropdownMenuLabel>Copy as</DropdownMenuLabel>
                  {COPY_FORMATS.map(({ format, label, icon: Icon }) => (
                    <DropdownMenuItem key={format} onSelect={() => void copyAs(format)}>
                      <Icon aria-hidden="true" />
                      {label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
            {actions}
            {stored && onSave ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(text);
                  setEditing(true);
                }}
                aria-label={`Edit ${title}`}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
