import { type InputHTMLAttributes, useEffect, useRef } from 'react';

/** How much of what a check box stands for is on. */
export type Coverage = 'all' | 'some' | 'none';

export interface MixedCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'> {
  coverage: Coverage;
  'aria-label': string;
}

/** An "all" toggle: checked when everything it covers is on, mixed (indeterminate) when some is. */
export const MixedCheckbox = ({ coverage, ...input }: MixedCheckboxProps) => {
  const ref = useRef<HTMLInputElement>(null);
  // Only a property, never an attribute, can make a check box mixed.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = coverage === 'some';
  }, [coverage]);
  return <input {...input} ref={ref} type="checkbox" checked={coverage === 'all'} />;
};
