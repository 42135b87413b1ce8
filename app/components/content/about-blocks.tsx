// About Us as the spec's blocks: TC (title and content), TCI (title, content and a picture) and C
// (content only). A TCI picture comes in a light and a dark drawing; the theme attribute on <html>
// decides which shows (content.css), so the switch needs no script.
import type { ContentPage } from '../../../domain/content/page';
import { ContentHtml } from './content-html';

type Blocks = NonNullable<ContentPage['blocks']>;

export function AboutBlocks({ blocks }: { blocks: Blocks }) {
  return (
    <div className="about-blocks">
      {blocks.map((block, i) => {
        if (block.type === 'C') return <ContentHtml key={i} className="about-block about-c" html={block.html} />;
        if (block.type === 'TC')
          return (
            <section key={i} className="about-block about-tc">
              <h2>{block.title}</h2>
              <ContentHtml html={block.html} />
            </section>
          );
        const { image } = block;
        return (
          <section key={i} className={`about-block about-tci${i % 2 === 1 ? ' about-tci-flip' : ''}`}>
            <div className="about-tci-text">
              <h2>{block.title}</h2>
              <ContentHtml html={block.html} />
            </div>
            <div className="about-picture">
              <img className="only-light" src={image.light} alt={image.alt} width={image.width} height={image.height} loading={i > 1 ? 'lazy' : undefined} />
              <img className="only-dark" src={image.dark} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
            </div>
          </section>
        );
      })}
    </div>
  );
}
