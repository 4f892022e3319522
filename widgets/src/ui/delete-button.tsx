import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

interface DeleteButtonProps {
  disabled: boolean;
  /** Asks first (a confirmation dialog); the button itself removes nothing. */
  onClick: () => void;
  /** 16 beside a form's fields, 18 among a record's actions. */
  iconSize?: number;
  /** 'Delete plan', 'Remove logo' */
  children: ReactNode;
}

/** A record's red-outlined delete button with the bin icon. */
export const DeleteButton = ({ disabled, onClick, iconSize = 18, children }: DeleteButtonProps) => (
  <button type="button" className="bo-btn bo-btn-danger-outline" disabled={disabled} onClick={onClick}>
    <Trash2 size={iconSize} aria-hidden="true" />
    {children}
  </button>
);
