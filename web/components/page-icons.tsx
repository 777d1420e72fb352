import { icon } from './icons.tsx';

// The public pages' icons that no first paint of the landing needs (blog, auth, contact,
// legal pages, the landing's lazy sections): loaded with the pages that draw them.

export const ArrowLeft = /* @__PURE__ */ icon(
  'arrow-left',
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>,
);
export const Briefcase = /* @__PURE__ */ icon(
  'briefcase',
  <>
    <path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    <rect width="20" height="14" x="2" y="6" rx="2" />
  </>,
);
export const Check = /* @__PURE__ */ icon('check', <path d="M20 6 9 17l-5-5" />);
export const ClipboardCopy = /* @__PURE__ */ icon(
  'clipboard-copy',
  <>
    <rect width="8" height="4" x="8" y="2" rx="1" ry="1" />
    <path d="M8 4H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M16 4h2a2 2 0 0 1 2 2v4" />
    <path d="M21 14H11" />
    <path d="m15 10-4 4 4 4" />
  </>,
);
export const Copy = /* @__PURE__ */ icon(
  'copy',
  <>
    <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </>,
);
export const FileText = /* @__PURE__ */ icon(
  'file-text',
  <>
    <path d="M14 2v5a1 1 0 0 0 1 1h5" />
    <path d="M10 9H8" />
    <path d="M16 13H8" />
    <path d="M16 17H8" />
  </>,
);
export const Mail = /* @__PURE__ */ icon(
  'mail',
  <>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </>,
);
export const MailCheck = /* @__PURE__ */ icon(
  'mail-check',
  <>
    <path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="m16 19 2 2 4-4" />
  </>,
);
export const MailWarning = /* @__PURE__ */ icon(
  'mail-exclamation-point',
  <>
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    <path d="M20 14v4" />
    <path d="M20 22v.01" />
  </>,
);
export const MessageCircle = /* @__PURE__ */ icon(
  'message-circle',
  <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />,
);
export const MessageSquareText = /* @__PURE__ */ icon(
  'message-square-text',
  <>
    <path d="M7 11h10" />
    <path d="M7 15h6" />
    <path d="M7 7h8" />
  </>,
);
export const SlidersHorizontal = /* @__PURE__ */ icon(
  'sliders-horizontal',
  <>
    <path d="M10 5H3" />
    <path d="M12 19H3" />
    <path d="M14 3v4" />
    <path d="M16 17v4" />
    <path d="M21 12h-9" />
    <path d="M21 19h-5" />
    <path d="M21 5h-7" />
    <path d="M8 10v4" />
    <path d="M8 12H3" />
  </>,
);
export const WandSparkles = /* @__PURE__ */ icon(
  'wand-sparkles',
  <>
    <path d="m14 7 3 3" />
    <path d="M5 6v4" />
    <path d="M19 14v4" />
    <path d="M10 2v2" />
    <path d="M7 8H3" />
    <path d="M21 16h-4" />
    <path d="M11 3H9" />
  </>,
);
