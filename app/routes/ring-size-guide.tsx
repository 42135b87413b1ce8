// The ring size guide, at both URL forms of the spec (docs/spec.md#second-2): the route table's
// /education/size-guide/rings-size-guide (canonical) and the product page's size chart link
// /education/size-chart/ring-size-guide, which names the canonical one. The table is computed by
// domain/size-guide/ring-sizes.ts from the spec's record and examples (docs/spec.md#second-3 "Ring size record").
import type { Route } from './+types/ring-size-guide';
import { ringSizeRows } from '../../domain/size-guide/ring-sizes';
import { SIZE_GUIDE_PATHS } from '../../domain/size-guide/size-guide-paths';
import { MeasuringStrip } from '../components/size-guide/measuring-strip';
import { BookSizing, SizeGuideLayout } from '../components/size-guide/size-guide-layout';
import { rootOrigin, seoMeta } from '../lib/meta';
import { STORE_NAME } from '../lib/site';
import '../styles/locations.css';
import '../styles/size-guide.css';

export function loader() {
  return { rows: ringSizeRows() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(
    {
      title: `Ring Size Guide: Ring Size Chart in mm | ${STORE_NAME}`,
      description:
        'Find your ring size at home: Indian ring sizes 1 to 36 with inner diameter and circumference in mm, Metal Rod and Steel Ring gauge numbers, and a printable strip.',
      keyWords:
        'ring size guide, ring size chart, Indian ring size, ring size in mm, measure ring size at home, Suvarna',
    },
    SIZE_GUIDE_PATHS.ring.canonical,
    rootOrigin(matches),
  ),
];

export default function RingSizeGuide({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <SizeGuideLayout
      path={SIZE_GUIDE_PATHS.ring.canonical}
      title="Ring Size Guide"
      intro={
        <p>
          Every ring we make comes in Indian sizes 1 to 36. Find yours from a ring you already own or with a strip of
          paper, then choose it on the ring&apos;s page.
        </p>
      }
    >
      <section className="sg-section" aria-labelledby="sg-measure-title">
        <h2 id="sg-measure-title" className="sg-title">
          How to measure at home
        </h2>
        <div className="sg-ways">
          <div>
            <h3>With a ring that fits</h3>
            <ol className="sg-steps">
              <li>Lay the ring flat on a ruler.</li>
              <li>Measure straight across the inside, from inner edge to inner edge, at the widest point.</li>
              <li>Find that inner diameter in the table; between two sizes, take the larger.</li>
            </ol>
          </div>
          <div>
            <h3>With a strip of paper</h3>
            <ol className="sg-steps">
              <li>Print the strip below, or cut a thin strip of paper about 12 cm long.</li>
              <li>Wrap it snugly round the base of the finger, where the ring will sit, and mark where it meets.</li>
              <li>
                Check it slides over your knuckle; the reading (or the length to your mark, in mm) is the inner
                circumference.
              </li>
              <li>Find it in the circumference column; between two sizes, take the larger.</li>
            </ol>
          </div>
        </div>
        <MeasuringStrip id="ring-strip" />
        <p className="sg-tip">
          Measure at the end of the day, with warm hands: fingers are at their largest then. For bands wider than 6 mm,
          go one size up.
        </p>
      </section>

      <section className="sg-section" aria-labelledby="sg-table-title">
        <h2 id="sg-table-title" className="sg-title">
          Ring size chart
        </h2>
        <div className="sg-table-wrap" role="region" aria-labelledby="sg-ring-caption" tabIndex={0}>
          <table className="sg-table">
            <caption id="sg-ring-caption">Indian ring sizes 1 to 36 with the Metal Rod and Steel Ring gauges</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Inner diameter (mm)</th>
                <th scope="col">Inner circumference (mm)</th>
                <th scope="col">Metal Rod unit</th>
                <th scope="col">Steel Ring</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.size}>
                  <th scope="row">{r.size}</th>
                  <td>{r.diameterMm.toFixed(1)}</td>
                  <td>{r.circumferenceMm.toFixed(1)}</td>
                  <td>{r.metalRodUnit}</td>
                  <td>{r.steelRing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="sg-notes">
          <h3>How to read the gauges</h3>
          <p>
            <strong>Metal Rod</strong> (a tapered ring sizer mandrel): slide your ring down the rod until it stops; the
            unit marked there, 41 to 76, is the size plus 40. The units are millimetres of inner circumference.
          </p>
          <p>
            <strong>Steel Ring</strong> (a set of gauge rings): try the rings on until one sits snugly; the number
            stamped on it is the size.
          </p>
          <h3>How the table is worked out</h3>
          <p>
            Sizes 1, 7, 23 and 36 measure 13, 15, 20 and 24.2 mm across. Between them the diameter grows evenly, about a
            third of a millimetre a size, rounded to a tenth of a millimetre; it never strays more than 0.15 mm from the
            Metal Rod&apos;s own rule (diameter = unit ÷ π). The circumference is π times the diameter.
          </p>
        </div>
      </section>

      <BookSizing piece="a ring" />
    </SizeGuideLayout>
  );
}
