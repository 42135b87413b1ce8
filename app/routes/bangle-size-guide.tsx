// The bangle and bracelet size guide, at both URL forms of the spec (docs/spec.md#second-2): the route
// table's /education/size-guide/bangle-and-bracelet-size-guide (canonical) and the product page's
// /education/size-chart/bangle-and-bracelet-size-guide, which names the canonical one. The table is
// computed by domain/size-guide/bangle-sizes.ts (docs/spec.md#second-3 "Bangle size record").
import type { Route } from './+types/bangle-size-guide';
import { bangleSizeRows } from '../../domain/size-guide/bangle-sizes';
import { SIZE_GUIDE_PATHS } from '../../domain/size-guide/size-guide-paths';
import { MeasuringStrip } from '../components/size-guide/measuring-strip';
import { BookSizing, SizeGuideLayout } from '../components/size-guide/size-guide-layout';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/locations.css';
import '../styles/size-guide.css';

export function loader() {
  return { rows: bangleSizeRows() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: `Bangle and Bracelet Size Guide: Size Chart in mm | ${STORE_NAME}`,
      description:
        'Find your bangle or bracelet size at home: sizes 1.5/16 to 3.5/16 (inches and sixteenths) with inner diameter and circumference in mm, and a printable strip.',
      keyWords:
        'bangle size guide, bangle size chart, bracelet size, bangle size 2.4, bangle size in mm, measure bangle size at home, Suvarna',
    },
    SIZE_GUIDE_PATHS.bangle.canonical,
    rootOrigin(matches),
  ),
];

export default function BangleSizeGuide({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <SizeGuideLayout
      path={SIZE_GUIDE_PATHS.bangle.canonical}
      title="Bangle and Bracelet Size Guide"
      intro={
        <p>
          Bangle sizes are the inner diameter in inches and sixteenths: 2.4 reads 2 4/16 inches, and whole inches are
          written 2 and 3. Find yours from a bangle you own or by measuring your hand.
        </p>
      }
    >
      <section className="sg-section" aria-labelledby="sg-measure-title">
        <h2 id="sg-measure-title" className="sg-title">
          How to measure at home
        </h2>
        <div className="sg-ways">
          <div>
            <h3>With a bangle that fits</h3>
            <ol className="sg-steps">
              <li>Lay the bangle flat on a ruler.</li>
              <li>Measure straight across the inside, inner edge to inner edge, at the widest point.</li>
              <li>Find that inner diameter in the table; between two sizes, take the larger.</li>
            </ol>
          </div>
          <div>
            <h3>With your hand</h3>
            <ol className="sg-steps">
              <li>Bring your thumb in towards your little finger, as when slipping a bangle on.</li>
              <li>
                Wrap the printed strip (or a strip of paper) round the widest part of the hand, over the knuckles, and
                read where it meets.
              </li>
              <li>That is the circumference a bangle must pass: find it in the circumference column.</li>
              <li>For a bracelet, wrap the strip round the wrist bone and add 15 to 20 mm for an easy fit.</li>
            </ol>
          </div>
        </div>
        <MeasuringStrip id="bangle-strip" />
      </section>

      <section className="sg-section" aria-labelledby="sg-table-title">
        <h2 id="sg-table-title" className="sg-title">
          Bangle and bracelet size chart
        </h2>
        <div className="sg-table-wrap" role="region" aria-labelledby="sg-bangle-caption" tabIndex={0}>
          <table className="sg-table">
            <caption id="sg-bangle-caption">Bangle sizes 1.5/16 to 3.5/16, steps of 1/16 inch (1.5875 mm)</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Inches</th>
                <th scope="col">Inner diameter (mm)</th>
                <th scope="col">Inner circumference (mm)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.size}>
                  <th scope="row">{r.size}</th>
                  <td>{r.inches}</td>
                  <td>{r.mmText}</td>
                  <td>{r.circumferenceMm.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="sg-notes">
          <h3>How the table is worked out</h3>
          <p>
            Each size is a whole number of sixteenths of an inch, and 1/16 inch is exactly 1.5875 mm, so size 1.5/16 (21
            sixteenths) is 33.3375 mm and size 3.5/16 (53 sixteenths) is 84.1375 mm. The circumference is π times the
            diameter, to a tenth of a millimetre.
          </p>
        </div>
      </section>

      <BookSizing piece="a bangle or bracelet" />
    </SizeGuideLayout>
  );
}
