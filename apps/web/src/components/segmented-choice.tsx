import { useId } from 'react';
import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps<T extends string> {
  data: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** The chosen radio's id, so that the control can be given the focus back by it. */
  id?: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
}

/**
 * One choice among a few, shown side by side: a radio group, so Tab reaches the chosen one and the
 * arrows choose another, as in Mantine's SegmentedControl, without its measuring indicator.
 */
export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  id,
  ...labelling
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...labelling}>
      {data.map((item) => {
        const inputId = id && item.value === value ? id : `${name}-${item.value}`;
        return (
          <span key={item.value}>
            <input
              type="radio"
              className={classes.input}
              id={inputId}
              name={name}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label htmlFor={inputId} className={classes.label}>
              {item.label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
