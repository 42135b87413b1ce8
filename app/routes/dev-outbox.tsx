// The dev outbox page (docs/api.md#notifications-and-the-dev-outbox): with NOTIFY_TRANSPORT=dev nothing
// leaves the machine, so a newcomer reads here the mails and SMS the store "sent" — one-time codes,
// order confirmations, the code of a gift card bought for someone — newest first, filtered by a
// mobile or an email. With NOTIFY_TRANSPORT=live the page does not exist (404), like its API call.
import { data, Form } from 'react-router';
import type { Route } from './+types/dev-outbox';
import { devOutboxQuerySchema } from '../../domain/notifications/dev-outbox';
import { NotFoundBoundary } from '../components/pages/not-found-boundary';
import { NOT_FOUND_META } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/dev-outbox.css';

const SHOWN = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { notifications } = context.services;
  if (!notifications.devOutbox) throw data(null, { status: 404 });
  const raw = url.searchParams.get('to') ?? undefined;
  const query = devOutboxQuerySchema.safeParse({ to: raw?.trim() === '' ? undefined : raw });
  const to = query.success ? query.data.to : undefined;
  return { to: raw ?? '', messages: await notifications.repo.list(to, SHOWN) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

// What a code opens must not sit in a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ error }) =>
  error ? NOT_FOUND_META : [{ title: `Demo outbox | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const CHANNEL_NAMES = { sms: 'SMS', email: 'Mail', whatsapp: 'WhatsApp' } as const;

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <div className="container outbox-page">
      <h1 className="outbox-title">Demo outbox</h1>
      <p className="outbox-lead">
        This store runs in demo mode: no mail, SMS or WhatsApp message leaves this machine. Everything it would have
        sent is listed here, newest first — one-time codes, order confirmations and the codes of gift cards.
      </p>
      <Form method="get" className="outbox-filter" role="search">
        <label htmlFor="outbox-to">Mobile or email</label>
        <input
          id="outbox-to"
          name="to"
          type="search"
          defaultValue={to}
          placeholder="9847012345 or name@example.com"
          autoComplete="off"
        />
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      {messages.length === 0 ? (
        <p className="outbox-empty">{to ? `Nothing was sent to ${to}.` : 'Nothing has been sent yet.'}</p>
      ) : (
        <ol className="outbox-list">
          {messages.map((m) => (
            <li key={m.id} className="outbox-message">
              <p className="outbox-meta">
                <span className={`outbox-channel outbox-channel-${m.channel}`}>{CHANNEL_NAMES[m.channel]}</span> to{' '}
                <strong>{m.to}</strong> · <time dateTime={m.at}>{when(m.at)}</time>
              </p>
              {m.subject ? <p className="outbox-subject">{m.subject}</p> : null}
              {m.code ? (
                <p className="outbox-code">
                  Code <code>{m.code}</code>
                </p>
              ) : null}
              <pre className="outbox-text">{m.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
