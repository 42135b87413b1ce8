// The education pages' tabs (docs/spec.md#second-2: "Education tabs: 4cs, shapes, anatomy, ideal; and cut,
// color, clarity, carat"): one tree of real URLs, each a content page under content/pages/education/.
// The route module asks this tree which tabs to draw and which one is current; a test checks that every
// path here has its page and every education page sits in the tree.

export interface EducationTab {
  label: string;
  /** Where the tab links to. */
  path: string;
  /** Pages at or under this path mark the tab current (a group tab links to its first child). */
  prefix: string;
  children?: readonly EducationTab[];
}

export interface EducationSection {
  id: string;
  title: string;
  tabs: readonly EducationTab[];
}

const DIAMONDS = '/education/loose-diamonds';
const tab = (label: string, path: string, children?: readonly EducationTab[]): EducationTab => ({ label, path, prefix: path, ...(children ? { children } : {}) });

export const EDUCATION_SECTIONS: readonly EducationSection[] = [
  {
    id: 'loose-diamonds',
    title: 'Diamond guide',
    tabs: [
      tab('4Cs', `${DIAMONDS}/4cs`, [tab('Cut', `${DIAMONDS}/4cs/cut`), tab('Colour', `${DIAMONDS}/4cs/color`), tab('Clarity', `${DIAMONDS}/4cs/clarity`), tab('Carat', `${DIAMONDS}/4cs/carat-weight`)]),
      tab('Shapes', `${DIAMONDS}/shapes`),
      tab('Anatomy', `${DIAMONDS}/anatomy`),
      tab('Ideal', `${DIAMONDS}/ideal`),
      // The spec lists /diamond-certificate beside /education/loose-diamonds/grading/conflict-free: both
      // live under grading/, which is a page of its own (how a diamond is graded), like the 4Cs.
      tab('Grading', `${DIAMONDS}/grading`, [tab('Certificates', `${DIAMONDS}/grading/diamond-certificate`), tab('Conflict-free', `${DIAMONDS}/grading/conflict-free`)]),
    ],
  },
  {
    id: 'gold',
    title: 'Gold guide',
    tabs: [tab('18K gold', '/education/gold/18k-gold'), tab('Hallmarking', '/education/gold/hallmarking')],
  },
];

/** aria-current of a tab: 'page' for the page itself, 'true' for the group the page sits in. */
export type TabState = 'page' | 'true' | undefined;

export interface ShownTab {
  label: string;
  path: string;
  current: TabState;
}

export interface EducationNav {
  section: { id: string; title: string; path: string };
  sections: { id: string; title: string; path: string; current: boolean }[];
  tabs: ShownTab[];
  /** The current tab's own tabs (the 4Cs' cut, colour, clarity, carat), if it has some. */
  subTabs: ShownTab[] | null;
}

function stateOf(t: EducationTab, path: string): TabState {
  if (t.path === path) return 'page';
  return path === t.prefix || path.startsWith(`${t.prefix}/`) ? 'true' : undefined;
}

const shown = (tabs: readonly EducationTab[], path: string): ShownTab[] => tabs.map((t) => ({ label: t.label, path: t.path, current: stateOf(t, path) }));

/** Every page the tree links to, each once. */
export function educationPaths(): string[] {
  const paths = new Set<string>();
  const walk = (tabs: readonly EducationTab[]) => {
    for (const t of tabs) {
      paths.add(t.path);
      if (t.children) walk(t.children);
    }
  };
  for (const s of EDUCATION_SECTIONS) walk(s.tabs);
  return [...paths];
}

/** The tabs to draw on the page at `path` (no trailing slash); null when the path is not in the tree. */
export function educationNav(path: string): EducationNav | null {
  const section = EDUCATION_SECTIONS.find((s) => s.tabs.some((t) => stateOf(t, path) !== undefined || t.children?.some((c) => c.path === path)));
  if (!section) return null;
  const active = section.tabs.find((t) => stateOf(t, path) !== undefined);
  return {
    section: { id: section.id, title: section.title, path: section.tabs[0]!.path },
    sections: EDUCATION_SECTIONS.map((s) => ({ id: s.id, title: s.title, path: s.tabs[0]!.path, current: s === section })),
    tabs: shown(section.tabs, path),
    subTabs: active?.children ? shown(active.children, path) : null,
  };
}
