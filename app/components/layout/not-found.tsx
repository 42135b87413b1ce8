import { Link } from 'react-router';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFound() {
  return (
    <section className="page-message container">
      <p className="eyebrow">404</p>
      <h1 className="display">{NOT_FOUND_TITLE}</h1>
      <p>The page you were looking for has moved or never existed. Our collections are just a click away.</p>
      <p className="actions">
        <Link className="button" to="/">
          Back to the home page
        </Link>
        <Link className="button button-quiet" to="/jewellery">
          Browse all jewellery
        </Link>
      </p>
    </section>
  );
}
