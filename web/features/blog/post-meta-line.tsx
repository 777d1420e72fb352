import { formatPostDate } from './format-date.ts';

/**
 * Author, date and read time, as shown on cards and article headers. Each item carries the
 * "·" before it, and the row is shifted left by one separator's width and clipped: the item
 * that starts a line (the first, or one that wrapped) has its separator cut off, so no line
 * ever begins or ends with a dangling "·".
 */
export function PostMetaLine({
  author,
  date,
  readTime,
}: {
  author: string;
  date: string;
  readTime: string;
}) {
  const items = [
    <span key="author">{author}</span>,
    <time key="date" dateTime={date}>
      {formatPostDate(date)}
    </time>,
    <span key="read">{readTime}</span>,
  ];
  return (
    <p className="overflow-hidden text-sm text-muted-foreground">
      <span className="-ml-5 flex flex-wrap gap-y-1">
        {items.map((item) => (
          <span key={item.key} className="inline-flex">
            <span aria-hidden="true" className="inline-block w-5 text-center">
              ·
            </span>
            {item}
          </span>
        ))}
      </span>
    </p>
  );
}
