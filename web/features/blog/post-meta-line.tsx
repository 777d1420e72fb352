import { formatPostDate } from './format-date.ts';

/** Author, date and read time, as shown on cards and article headers. */
export function PostMetaLine({
  author,
  date,
  readTime,
}: {
  author: string;
  date: string;
  readTime: string;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <span>{author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{formatPostDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}
