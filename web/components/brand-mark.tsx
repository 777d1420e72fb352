/**
 * Herald's one mark, used wherever the brand appears (site header and footer, auth screens,
 * dashboard, 404). It is the drawing of public/favicon.svg and of the social card; a test
 * keeps the two files the same shape (tests/web/brand.test.tsx). `className` replaces the
 * default size (size-8); no merging, as the mark is in every public page's first paint (ADR 050).
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      data-brand-mark=""
      className={`${className ?? 'size-8'} shrink-0`}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 22V10h3v4.7h8V10h3v12h-3v-4.6h-8V22z" fill="#fff" />
      <circle cx="25" cy="8" r="3" className="fill-accent" />
    </svg>
  );
}
