import { REFERRAL_STATUS_MAX_LENGTH, REFERRAL_STATUS_SUGGESTIONS } from '@careers/domain';
import { SuggestField, type SuggestFieldProps } from '../../../components/forms/SuggestField';

const startingWith = (options: readonly string[], text: string) => {
  const typed = text.trim().toLowerCase();
  return options.filter((option) => option.toLowerCase().startsWith(typed));
};

/**
 * A referral's status: free text, with the usual words suggested. A text naming a stage
 * ('Interview', 'Offer Letter', 'HR') also moves the referral to that stage on the server.
 */
export function ReferralStatusField(props: Omit<SuggestFieldProps, 'options' | 'filter' | 'maxLength'>) {
  return <SuggestField {...props} options={REFERRAL_STATUS_SUGGESTIONS} filter={startingWith} maxLength={REFERRAL_STATUS_MAX_LENGTH} />;
}
