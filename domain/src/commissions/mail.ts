/** The mails an affiliate gets when an admin approves one of its commissions and when it is paid. */
import { BRAND_NAME } from '../constants';
import type { MailContent } from '../pipelineMail';
import { formatPaise } from './model';

export interface CommissionMailVars {
  /** The affiliate's name. */
  name: string;
  jobTitle: string;
  /** Paise. */
  amount: number;
}

const signature = `Best regards,\nThe ${BRAND_NAME} team`;

export function commissionApprovedMail({ name, jobTitle, amount }: CommissionMailVars): MailContent {
  return {
    subject: `Your commission of ${formatPaise(amount)} is approved`,
    text: `Dear ${name},\n\nYour commission of ${formatPaise(amount)} for the placement in ${jobTitle} is approved. We will mail you again when it is paid.\n\n${signature}\n`,
  };
}

export function commissionPaidMail({ name, jobTitle, amount }: CommissionMailVars, payoutRef: string, paidOn: string): MailContent {
  return {
    subject: `Your commission of ${formatPaise(amount)} is paid`,
    text:
      `Dear ${name},\n\nYour commission of ${formatPaise(amount)} for the placement in ${jobTitle} was paid on ${paidOn} ` +
      `(payout reference ${payoutRef}).\n\n${signature}\n`,
  };
}
