import { absoluteUrl, BRAND_NAME } from '@careers/domain';
import { useLocation } from 'react-router-dom';
import { SHARE_IMAGE } from '../config/head';
import { SITE_ORIGIN } from '../config/siteOrigin';

/**
 * The page's head: title, meta description, canonical link, and the Open Graph and Twitter card
 * tags a shared link shows (React 19 hoists them into <head>, in the prerendered HTML and on client
 * navigation alike). `noindex` pages get no canonical link.
 */
export function PageTitle({
  title,
  description,
  noindex = false,
  canonicalPath,
}: {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** Defaults to the current path. */
  canonicalPath?: string;
}) {
  const { pathname } = useLocation();
  const full = title ? `${title} | ${BRAND_NAME}` : `${BRAND_NAME} | Careers, Campus Hiring and Recruitment`;
  const url = absoluteUrl(SITE_ORIGIN, canonicalPath ?? pathname);
  const image = absoluteUrl(SITE_ORIGIN, SHARE_IMAGE.path);
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={title ?? full} />
      {description ? <meta property="og:description" content={description} /> : null}
      {noindex ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? full} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={image} />
    </>
  );
}
