import { absoluteUrl, BRAND_NAME } from '@careers/domain';
import { useLocation } from 'react-router-dom';
import { SITE_ORIGIN } from '../config/siteOrigin';

/**
 * The page's head: title, meta description and canonical link (React 19 hoists them into <head>,
 * in the prerendered HTML and on client navigation alike). `noindex` pages get no canonical link.
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
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={absoluteUrl(SITE_ORIGIN, canonicalPath ?? pathname)} />
      )}
    </>
  );
}
