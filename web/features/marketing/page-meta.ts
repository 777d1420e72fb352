import type { MetaDescriptor } from 'react-router';
import { SITE_NAME, SOCIAL_IMAGE, absoluteUrl } from './site-config.ts';

export interface PageMetaInput {
  /** The full <title>; pages pass their own so every title is unique. */
  title: string;
  description: string;
  /** Path of the page, e.g. '/blog'; the canonical URL is built from APP_URL. */
  path: string;
  type?: 'website' | 'article';
  keywords?: readonly string[];
}

/** Title, description, canonical link, Open Graph and Twitter tags of one public page. */
export function pageMeta({
  title,
  description,
  path,
  type = 'website',
  keywords,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(SOCIAL_IMAGE.path);
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords?.length ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: 'Herald: AI-written team announcements' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
