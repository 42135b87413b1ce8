import { Link } from 'react-router';
import { PageMessage } from './page-message';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFound() {
  return (
    <PageMessage
      eyebrow="404"
      title={NOT_FOUND_TITLE}
      actions={
        <Link className="button button-quiet" to="/jewellery">
          Browse all jewellery
        </Link>
      }
    >
      The page you were looking for has moved or never existed. Our collections are just a click away.
    </PageMessage>
  );
}
