// An order's status as a small badge: calm for progress, green once delivered, muted red when it ended.
import type { OrderStatus } from '../../../domain/orders/order-status';

const TONE: Record<OrderStatus, 'progress' | 'done' | 'ended'> = {
  pending_payment: 'progress',
  placed: 'progress',
  confirmed: 'progress',
  in_production: 'progress',
  packed: 'progress',
  shipped: 'progress',
  delivered: 'done',
  cancelled: 'ended',
  returned: 'ended',
};

export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`status-badge status-badge-${TONE[status] ?? 'progress'}`}>{label}</span>;
}
