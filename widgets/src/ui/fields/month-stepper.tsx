import { ChevronLeftIcon, ChevronRightIcon } from '../inline-icons.tsx';

interface MonthStepperProps {
  /** 'Mangsir 2083': the month shown, announced as it changes. */
  title: string;
  onMove: (by: -1 | 1) => void;
  /** The row's and the title's classes: where it stands (a date picker's head, a report's toolbar). */
  className: string;
  titleClassName: string;
}

/** A month's name between Previous month and Next month. */
export const MonthStepper = ({ title, onMove, className, titleClassName }: MonthStepperProps) => (
  <div className={className}>
    <button type="button" className="bo-icon-btn" aria-label="Previous month" onClick={() => onMove(-1)}>
      <ChevronLeftIcon />
    </button>
    <h2 className={titleClassName} aria-live="polite">
      {title}
    </h2>
    <button type="button" className="bo-icon-btn" aria-label="Next month" onClick={() => onMove(1)}>
      <ChevronRightIcon />
    </button>
  </div>
);
