import { filterStatesByPrefix, INDIAN_STATES } from '@careers/domain';
import { SuggestField, type SuggestFieldProps } from './SuggestField';

/** The state box of the address forms: free text, with the states starting with the typed text suggested. */
export function StateField(props: Omit<SuggestFieldProps, 'options' | 'filter'>) {
  return <SuggestField {...props} options={INDIAN_STATES} filter={(_, text) => filterStatesByPrefix(text)} />;
}
