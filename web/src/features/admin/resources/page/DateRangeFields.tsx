import { ADMIN_LIST_MESSAGES } from '@careers/domain';
import { DayTextField } from '../../../../components/forms/DayTextField';
import type { ResourceList } from '../types';

/** From and To days of a paged list (both included, in India); setting one sorts the list by its date. */
export function DateRangeFields({ list }: { list: ResourceList }) {
  const { view, changeView } = list;
  return (
    <>
      <DayTextField
        size="small"
        sx={{ width: 150 }}
        label={ADMIN_LIST_MESSAGES.dateFrom}
        day={view.from}
        onDay={(from) => changeView({ from })}
      />
      <DayTextField size="small" sx={{ width: 150 }} label={ADMIN_LIST_MESSAGES.dateTo} day={view.to} onDay={(to) => changeView({ to })} />
    </>
  );
}
