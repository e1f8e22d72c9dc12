import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceRow } from '../types';

/** The query parameter naming the row a link leads to (a notification's record). */
export const HIGHLIGHT_PARAM = 'highlight';
/** The class of that row in the grid. */
export const HIGHLIGHTED_ROW = 'row-highlighted';

/**
 * The id of the row a link asked to show (`?highlight=`), scrolled into view once the page holds
 * it; undefined without one.
 */
export function useHighlightedRow(pageRows: readonly ResourceRow[]): string | undefined {
  const [params] = useSearchParams();
  const highlight = params.get(HIGHLIGHT_PARAM) ?? undefined;
  const shown = Boolean(highlight && pageRows.some((row) => row._id === highlight));
  useEffect(() => {
    if (!shown || !highlight) return;
    document.querySelector(`.MuiDataGrid-row[data-id="${CSS.escape(highlight)}"]`)?.scrollIntoView({ block: 'center' });
  }, [shown, highlight]);
  return highlight;
}
