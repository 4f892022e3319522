import { Plus } from 'lucide-react';
import { AppLink } from '../../core/navigation.tsx';
import { useOrderPermission } from './order-queries.ts';

/** The order list's and board's "New order", for a user who may create orders. */
export const NewOrderLink = () =>
  useOrderPermission('Create') ? (
    <AppLink href="/salesapp/orders/new" className="bo-btn bo-btn-primary">
      <Plus size={18} aria-hidden="true" />
      New order
    </AppLink>
  ) : null;
