import type { GridSlotProps } from '@mui/x-data-grid';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { theme } from '../../../../config/theme';

const BOX: CSSProperties = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', padding: 9 };
const INPUT: CSSProperties = { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main };

/**
 * The grid's row and header checkbox as a native input: MUI's Checkbox (ripple, icon, styles) cost
 * most of a page change's render, and a page shows eleven of them. The span takes the grid's ref,
 * so the grid still finds and focuses the input inside it.
 */
export function GridCheckbox({
  ref,
  checked,
  indeterminate,
  disabled,
  onChange,
  onClick,
  onMouseDown,
  onKeyDown,
  tabIndex,
  className,
  style,
  slotProps,
  label,
  inputRef,
  autoFocus,
  name,
  id,
}: GridSlotProps['baseCheckbox']) {
  const input = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  const { ref: htmlRef, ...html } = slotProps?.htmlInput ?? {};
  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    for (const target of [inputRef, htmlRef]) {
      if (typeof target === 'function') target(element);
      else if (target) (target as { current: HTMLInputElement | null }).current = element;
    }
  };
  const box = (
    <span ref={ref as React.Ref<HTMLSpanElement>} className={className} style={style ? { ...BOX, ...style } : BOX}>
      <input
        {...html}
        ref={setInput}
        type="checkbox"
        id={id}
        name={name ?? html.name}
        checked={Boolean(checked)}
        disabled={disabled}
        tabIndex={tabIndex}
        autoFocus={autoFocus}
        onChange={onChange}
        onClick={onClick}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        style={INPUT}
      />
    </span>
  );
  return label ? (
    <label style={{ display: 'inline-flex', alignItems: 'center' }}>
      {box}
      {label}
    </label>
  ) : (
    box
  );
}
