// The FAQ: questions grouped under headings, every answer shown (no accordion), so an anchor such as
// #complementary-cleaning lands on an answer that is already open and search engines read them all.
import type { ContentPage } from '../../../domain/content/page';
import { ContentHtml } from './content-html';

type Groups = NonNullable<ContentPage['faq']>;

export function FaqContents({ groups }: { groups: Groups }) {
  return (
    <nav className="content-toc" aria-label="Questions by topic">
      <ul>
        {groups.map((g) => (
          <li key={g.id}>
            <a href={`#${g.id}`}>{g.heading}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FaqGroups({ groups }: { groups: Groups }) {
  return (
    <div className="faq">
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.heading}</h2>
          {group.questions.map((q) => (
            <article key={q.id} className="faq-item" aria-labelledby={q.id}>
              <h3 id={q.id}>{q.question}</h3>
              <ContentHtml html={q.html} />
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
