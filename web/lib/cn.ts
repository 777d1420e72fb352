import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names and lets later Tailwind classes override earlier ones: `cn('h-10 px-4',
 * 'h-12')` is `'px-4 h-12'`, as a component's own classes give way to its caller's.
 *
 * tailwind-merge did this with the whole of Tailwind's grammar, 8.8 KB gzip on every public
 * page's first load (issue 23 item 4, ADR 030). This knows the utility families Herald's
 * components write (cn.test.ts holds it to tailwind-merge's answers on them): a class it does
 * not know conflicts with nothing and is kept.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/** Families named by their prefix (`px-4`, `min-h-screen`, `-mt-2`): the prefix is the family. */
const PREFIX =
  /^(size|[wh]|m(?:in|ax)-[wh]|[pm][xytrblse]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left|z|opacity|leading|tracking|grid-(?:cols|rows)|(?:col|row)-span|order|basis|grow|shrink|translate-[xy]|scale|rotate|duration|ease|delay|animate|transition|cursor|select|pointer-events|overflow(?:-[xy])?|whitespace|underline-offset|decoration|stroke|fill|object|aspect|line-clamp|items|justify(?:-items|-self)?|self|content|place-(?:items|content|self)|outline-offset|ring-offset|list|align|break|origin|will-change)(?:-|$)/;

/** A later class of the key on the left also replaces earlier ones of the keys on the right. */
const COVERS: Record<string, string[]> = {
  size: ['w', 'h'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'],
  'font-size': ['leading'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
};

const WORDS: [RegExp, string][] = [
  [
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(xs|sm|base|lg|[2-9]?xl|\[\d[^\]]*\])$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^flex-(row|col)(-reverse)?$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [
    /^bg-(none|gradient-.*|linear-.*|radial.*|conic.*|\[url\(.*|\[(linear|radial|conic)-gradient.*)$/,
    'bg-image',
  ],
  [/^bg-(no-repeat|repeat.*)$/, 'bg-repeat'],
  [/^bg-(auto|cover|contain|\[length:.*)$/, 'bg-size'],
  [
    /^bg-(center|top|bottom|left|right|left-.*|right-.*|\[(left|right|top|bottom|center)[^\]]*\])$/,
    'bg-position',
  ],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(clip|origin)-/, 'bg-box'],
  [/^bg-/, 'bg-color'],
  [/^border(-[xytrbl])?(-\d+|-\[\d[^\]]*\])?$/, 'border-w'],
  [/^border-(solid|dashed|dotted|double|none|hidden)$/, 'border-style'],
  [/^border-[xytrbl]-/, 'border-side-color'],
  [/^border-/, 'border-color'],
  [/^rounded(-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(-.*)?$/, 'rounded'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
];

/** The family of one utility (variants and `!` already removed), or undefined. */
function family(utility: string): string | undefined {
  const base = utility.replace(/^-/, '');
  for (const [pattern, name] of WORDS) {
    if (!pattern.test(base)) continue;
    // A side (rounded-t-lg, border-b) is its own family, which the whole (rounded, border)
    // covers.
    const side =
      name === 'rounded'
        ? /^rounded-(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(?:-|$)/.exec(base)?.[1]?.[0]
        : name === 'border-w'
          ? /^border-([xytrbl])(?:-|$)/.exec(base)?.[1]
          : undefined;
    return side ? `${name}-${side}` : name;
  }
  return PREFIX.exec(base)?.[1];
}

function merge(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  const taken = new Set<string>();
  // From the last class back: a class whose family (under the same variants) a later class
  // already set, or covered, gives way.
  for (let i = list.length - 1; i >= 0; i--) {
    const token = list[i]!;
    const colon = lastColonOutsideBrackets(token);
    const variants = token.slice(0, colon + 1);
    const utility = token.slice(colon + 1).replace(/^!|!$/g, '');
    const important = token.includes('!') ? '!' : '';
    const name = family(utility);
    const key = name && `${variants}${important}${name}`;
    if (key && taken.has(key)) continue;
    kept.push(token);
    if (name && key) {
      taken.add(key);
      for (const covered of COVERS[name] ?? []) taken.add(`${variants}${important}${covered}`);
    }
  }
  return kept.reverse().join(' ');
}

function lastColonOutsideBrackets(token: string): number {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) last = i;
  }
  return last;
}
