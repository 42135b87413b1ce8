// FAQPage structured data (schema.org) for the FAQ: each question with its answer. Google reads basic
// HTML (links, lists, paragraphs) in an answer's text, so the rendered answer goes in as it is.
import type { ContentPage } from './page.ts';

export function faqPageJsonLd(groups: NonNullable<ContentPage['faq']>, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: groups.flatMap((g) =>
      g.questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.html.trim() },
      })),
    ),
  };
}
