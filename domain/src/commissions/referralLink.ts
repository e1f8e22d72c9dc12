/**
 * A referral link's terms, in a module of plain constants: the site's entry script keeps a link's
 * code before anything else loads (`@careers/domain/referral-link`), so it imports nothing.
 */

/** How long a referral code on a device attributes an application to its affiliate. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** The query parameter of a referral link (`/?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';
