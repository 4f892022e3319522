import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DropdownProps {
  /** Accessible name of the button that opens the panel. */
  label: string;
  button: ReactNode;
  children: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * A header dropdown: a button and a panel. Escape or a click elsewhere closes it and gives focus back
 * to the button; it works inside a shadow root (the click is checked against the composed path).
 */
export const Dropdown = ({ label, button, children, className }: DropdownProps) => {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  /** Closing from inside (an item chosen) gives focus back to the button, so a modal opened by the
   * item returns focus there too. */
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={wrapper} className={className ? `bo-dropdown ${className}` : 'bo-dropdown'}>
      <button
        ref={trigger}
        type="button"
        className="bo-icon-btn"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {open ? (
        <div id={panelId} className="bo-dropdown-panel">
          {children(close)}
        </div>
      ) : null}
    </div>
  );
};
