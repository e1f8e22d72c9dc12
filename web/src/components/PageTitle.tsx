import { BRAND_NAME } from '@careers/domain';

/** Sets the document title (React 19 hoists <title> and <meta> into <head>). */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  const full = title ? `${title} | ${BRAND_NAME}` : `${BRAND_NAME} | Careers, Campus Hiring and Recruitment`;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
