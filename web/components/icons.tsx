import type { ComponentType, ReactNode, SVGProps } from 'react';

/**
 * The icons of the public pages' first paint (site header, theme switch, spinner, landing
 * hero) as plain inline SVG components; page-icons.tsx holds the other public pages' icons,
 * which load with those pages. Inline SVG components (paths from Lucide, ISC, the
 * same drawings the app shows through lucide-react). The public pages' first JavaScript
 * carries no icon runtime (issue 23 item 4, ADR 030); the signed-in app keeps lucide-react.
 * Same markup as lucide-react's: 24×24, stroke 2, `lucide lucide-<name>` classes, and
 * `aria-hidden` unless the icon is labelled.
 */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** An icon component drawing `drawing` (page-icons.tsx makes the rest with it). */
export function icon(name: string, drawing: ReactNode): Icon {
  function SvgIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const labelled = 'aria-label' in props || 'aria-labelledby' in props || 'role' in props;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
      >
        {drawing}
      </svg>
    );
  }
  return SvgIcon;
}

export const ArrowRight = /* @__PURE__ */ icon(
  'arrow-right',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const Clock = /* @__PURE__ */ icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const Hash = /* @__PURE__ */ icon(
  'hash',
  <>
    <line x1="4" x2="20" y1="9" y2="9" />
    <line x1="4" x2="20" y1="15" y2="15" />
    <line x1="10" x2="8" y1="3" y2="21" />
    <line x1="16" x2="14" y1="3" y2="21" />
  </>,
);
export const LoaderCircle = /* @__PURE__ */ icon(
  'loader-circle',
  <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
);
export const Menu = /* @__PURE__ */ icon(
  'menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const Monitor = /* @__PURE__ */ icon(
  'monitor',
  <>
    <rect width="20" height="14" x="2" y="3" rx="2" />
    <line x1="8" x2="16" y1="21" y2="21" />
    <line x1="12" x2="12" y1="17" y2="21" />
  </>,
);
export const Moon = /* @__PURE__ */ icon(
  'moon',
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);
export const Palette = /* @__PURE__ */ icon(
  'palette',
  <>
    <circle cx="13.5" cy="6.5" r=".5" fill="currentColor" />
    <circle cx="17.5" cy="10.5" r=".5" fill="currentColor" />
    <circle cx="6.5" cy="12.5" r=".5" fill="currentColor" />
    <circle cx="8.5" cy="7.5" r=".5" fill="currentColor" />
  </>,
);
export const Sparkles = /* @__PURE__ */ icon(
  'sparkles',
  <>
    <path d="M20 2v4" />
    <path d="M22 4h-4" />
    <circle cx="4" cy="20" r="2" />
  </>,
);
export const Sun = /* @__PURE__ */ icon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2" />
    <path d="M12 20v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="m17.66 17.66 1.41 1.41" />
    <path d="M2 12h2" />
    <path d="M20 12h2" />
    <path d="m6.34 17.66-1.41 1.41" />
    <path d="m19.07 4.93-1.41 1.41" />
  </>,
);
export const X = /* @__PURE__ */ icon(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
