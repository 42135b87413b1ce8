// One news item: its anchor (the item's id), heading, date, picture, paragraphs and links. Side news
// shows the same record in the narrow column, without its picture.
import { Link } from '../../lib/link';
import type { NewsItem } from '../../../domain/content/news';
import { formatLongDay } from '../../../domain/dates/long-day';

export const NEWS_PICTURE_WIDTH = 800;

/** A news item's or post's day, '3 January 2026'. */
export const formatNewsDate = formatLongDay;

export function NewsEntry({ item, side = false }: { item: NewsItem; side?: boolean }) {
  const Heading = side ? 'h3' : 'h2';
  return (
    <article
      id={item.id}
      className={side ? 'news-item news-side-item' : 'news-item'}
      aria-labelledby={`${item.id}-title`}
    >
      <p className="news-date">
        <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
      </p>
      <Heading id={`${item.id}-title`} className="news-heading">
        <a href={`#${item.id}`}>{item.heading}</a>
      </Heading>
      {!side && item.picture ? (
        <img
          className="news-picture"
          src={`${item.picture.src}?resize=${NEWS_PICTURE_WIDTH}`}
          alt={item.picture.alt}
          width={NEWS_PICTURE_WIDTH}
          height={NEWS_PICTURE_WIDTH / 2.5}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {item.text.map((p) => (
        <p key={p} className="news-text">
          {p}
        </p>
      ))}
      {item.links?.length ? (
        <ul className="news-links">
          {item.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
