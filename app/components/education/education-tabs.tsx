// The education tabs as links (real URLs, rendered on the server, followed by keyboard like any link):
// the guides (diamonds, gold), the guide's tabs (4Cs, Shapes, Anatomy, Ideal, Grading) and the current
// tab's own tabs (Cut, Colour, Clarity, Carat). aria-current marks the page, and the tab it sits under.
import { Link } from '../../lib/link';
import type { EducationNav, ShownTab } from '../../../domain/content/education';

function TabRow({ tabs, label, className }: { tabs: readonly ShownTab[]; label: string; className: string }) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {tabs.map((t) => (
          <li key={t.path}>
            <Link to={t.path} aria-current={t.current} prefetch="intent">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function EducationTabs({ nav, path }: { nav: EducationNav; path: string }) {
  const active = nav.tabs.find((t) => t.current);
  const guides: ShownTab[] = nav.sections.map((s) => ({
    label: s.title,
    path: s.path,
    current: s.current ? (s.path === path ? 'page' : 'true') : undefined,
  }));
  return (
    <div className="edu-tabs">
      <TabRow className="edu-guides" label="Guides" tabs={guides} />
      <TabRow className="edu-tab-row" label={nav.section.title} tabs={nav.tabs} />
      {nav.subTabs ? (
        <TabRow className="edu-subtab-row" label={`${active?.label ?? nav.section.title} topics`} tabs={nav.subTabs} />
      ) : null}
    </div>
  );
}
