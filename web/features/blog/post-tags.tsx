/** A post's tags, as shown on cards and article headers; `className` is appended, not merged. */
export function PostTags({ tags, className }: { tags: string[]; className?: string }) {
  return (
    <ul
      className={className ? `flex flex-wrap gap-2 ${className}` : 'flex flex-wrap gap-2'}
      aria-label="Tags"
    >
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
