import { ADMIN_SEARCH_DEBOUNCE_MS } from '@careers/domain';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { ResourceList } from '../types';

/**
 * The list's search box. A list paged in the browser filters at each keystroke; a paged list puts
 * the text in its view (and so asks the server) once typing pauses. When the URL's search changes
 * under it (back, forward), the box shows that.
 */
export function SearchBox({ list }: { list: ResourceList }) {
  const { view, paged, config } = list;
  const [text, setText] = useState(view.q);
  const applied = useRef(view.q);
  const timer = useRef<number | undefined>(undefined);
  // A pending search is applied with the latest view (the one it was typed in may have changed since).
  const changeView = useRef(list.changeView);
  changeView.current = list.changeView;

  useEffect(() => {
    if (view.q === applied.current) return;
    applied.current = view.q;
    window.clearTimeout(timer.current);
    setText(view.q);
  }, [view.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (q: string) => {
    applied.current = q;
    changeView.current({ q });
  };
  return (
    <TextField
      label={config.searchLabel}
      type="search"
      size="small"
      value={text}
      onChange={(event) => {
        const q = event.target.value;
        setText(q);
        window.clearTimeout(timer.current);
        if (paged) timer.current = window.setTimeout(() => apply(q), ADMIN_SEARCH_DEBOUNCE_MS);
        else apply(q);
      }}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}
