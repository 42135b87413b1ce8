// /my-orders (docs/spec.md#first-2, #first-6 "Orders and profile require a stored token", #first-7 order/list): the
// member's orders, newest first, as cards, ten at a time. Members only: without a session on the
// device it goes to /login?redirect=my-orders once hydrated. The list loads on the client, like the
// other account pages (the token lives on the device).
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../lib/link';
import type { Route } from './+types/my-orders';
import type { OrderListResult } from '../../domain/orders/api-schemas';
import { AccountPage } from '../components/account/account-page';
import { accountMeta } from '../components/account/account-meta';
import { failureText } from '../components/account/failure-text';
import { FormAlert } from '../components/account/form-field';
import { useMember } from '../components/account/use-member';
import { FoundOrdersNotice } from '../components/orders/found-orders-notice';
import { OrderCard, OrderCardSkeleton } from '../components/orders/order-card';
import { apiPost } from '../lib/authed-fetch';
import '../styles/orders.css';
import '../styles/modal.css';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, 'My orders', 'Your orders, their status and what they came to.', '/my-orders');

type Loaded = { orders: OrderListResult['orders']; page: number; totalPages: number; total: number };

export default function MyOrders() {
  const session = useMember();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const userId = session?.user_id;
  const userType = session?.user_type;

  const load = useCallback(
    async (page: number) => {
      const answer = await apiPost<{ result: OrderListResult }>(
        'order/list',
        { user_id: userId, user_type: userType, page },
        { auth: true },
      );
      if (!answer.ok) return { error: failureText(answer, 'We could not load your orders. Please try again.') };
      return { result: answer.data.result };
    },
    [userId, userType],
  );

  useEffect(() => {
    if (userId === undefined) return;
    let current = true;
    void load(1).then((answer) => {
      if (!current) return;
      if (answer.result)
        setLoaded({
          orders: answer.result.orders,
          page: 1,
          totalPages: answer.result.total_pages,
          total: answer.result.total,
        });
      else setError(answer.error ?? '');
    });
    return () => {
      current = false;
    };
  }, [userId, load]);

  const loadMore = async () => {
    if (!loaded) return;
    setLoadingMore(true);
    const answer = await load(loaded.page + 1);
    setLoadingMore(false);
    if (answer.result)
      setLoaded({
        orders: [...loaded.orders, ...answer.result.orders],
        page: loaded.page + 1,
        totalPages: answer.result.total_pages,
        total: answer.result.total,
      });
    else setError(answer.error ?? '');
  };

  const footer = (
    <>
      <p>
        Ordered as a guest with your mobile?{' '}
        <Link to="/new_login?redirect=my-orders">Log in with a code to your mobile</Link> and those orders join your
        account.
      </p>
      <p>
        <Link to="/dashboard">Back to the dashboard</Link> · <Link to="/sales/guest/form">Track an order</Link>
      </p>
    </>
  );
  const intro =
    loaded && loaded.total > 0
      ? `${loaded.total} order${loaded.total === 1 ? '' : 's'}, the newest first.`
      : 'Your orders, their status and what they came to.';

  return (
    <AccountPage eyebrow="My account" title="My orders" intro={intro} footer={footer} wide>
      {userId !== undefined ? <FoundOrdersNotice /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {!loaded && !error ? (
        <div className="order-list" role="status" aria-label="Loading your orders">
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      ) : null}
      {loaded && loaded.orders.length === 0 ? (
        <div className="orders-empty">
          <p className="orders-empty-title">You have not ordered yet.</p>
          <p>When you do, your orders and where they are will show here.</p>
          <Link to="/jewellery" className="button">
            Start shopping
          </Link>
        </div>
      ) : null}
      {loaded && loaded.orders.length > 0 ? (
        <>
          <div className="order-list">
            {loaded.orders.map((order) => (
              <OrderCard
                key={order.order_id}
                order={order}
                onReturnRequested={(returns) =>
                  setLoaded((now) =>
                    now
                      ? {
                          ...now,
                          orders: now.orders.map((o) => (o.order_id === order.order_id ? { ...o, returns } : o)),
                        }
                      : now,
                  )
                }
                onCancelled={({ status, status_label }) =>
                  setLoaded((now) =>
                    now
                      ? {
                          ...now,
                          orders: now.orders.map((o) =>
                            o.order_id === order.order_id
                              ? {
                                  ...o,
                                  status,
                                  status_label,
                                  can_cancel: false,
                                  payment_note: null,
                                  delivery: { ...o.delivery, expected: null },
                                }
                              : o,
                          ),
                        }
                      : now,
                  )
                }
              />
            ))}
          </div>
          {loaded.page < loaded.totalPages ? (
            <button
              type="button"
              className="button button-quiet orders-more"
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {loadingMore ? 'Loading…' : 'Show older orders'}
            </button>
          ) : null}
        </>
      ) : null}
    </AccountPage>
  );
}
