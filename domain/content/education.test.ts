import { describe, expect, it } from 'vitest';
import { educationNav, educationPaths } from './education';

const current = (tabs: { label: string; current: unknown }[] | null | undefined) => tabs?.filter((t) => t.current).map((t) => `${t.label}:${String(t.current)}`);

describe('educationNav', () => {
  it.each([
    ['/education/loose-diamonds/4cs', ['4Cs:page'], []],
    ['/education/loose-diamonds/4cs/cut', ['4Cs:true'], ['Cut:page']],
    ['/education/loose-diamonds/4cs/carat-weight', ['4Cs:true'], ['Carat:page']],
    ['/education/loose-diamonds/shapes', ['Shapes:page'], undefined],
    ['/education/loose-diamonds/ideal', ['Ideal:page'], undefined],
    // Grading is a page of its own, like the 4Cs, over its two pages.
    ['/education/loose-diamonds/grading', ['Grading:page'], []],
    ['/education/loose-diamonds/grading/diamond-certificate', ['Grading:true'], ['Certificates:page']],
    ['/education/loose-diamonds/grading/conflict-free', ['Grading:true'], ['Conflict-free:page']],
    ['/education/gold/hallmarking', ['Hallmarking:page'], undefined],
  ])('marks the current tabs of %s', (path, tabs, subTabs) => {
    const nav = educationNav(path);
    expect(current(nav?.tabs)).toEqual(tabs);
    expect(current(nav?.subTabs)).toEqual(subTabs);
  });

  it('names the section and marks it among the sections', () => {
    const nav = educationNav('/education/gold/18k-gold');
    expect(nav?.section).toEqual({ id: 'gold', title: 'Gold guide', path: '/education/gold/18k-gold' });
    expect(nav?.sections.filter((s) => s.current).map((s) => s.id)).toEqual(['gold']);
  });

  it.each(['/education/loose-diamonds', '/education/loose-diamonds/4cs-extra', '/education/loose-diamonds/4cs/fluorescence', '/education/size-guide/rings-size-guide', '/education/gold/24k-gold'])(
    'knows nothing of %s',
    (path) => {
      // A prefix match must stop at a slash: 4cs-extra is not under 4cs.
      const nav = educationNav(path);
      if (path === '/education/loose-diamonds/4cs/fluorescence') expect(current(nav?.subTabs)).toEqual([]);
      else expect(nav).toBeNull();
    },
  );

  it('lists each page once, the spec paths among them', () => {
    const paths = educationPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['/education/loose-diamonds/grading', '/education/loose-diamonds/grading/conflict-free', '/education/loose-diamonds/grading/diamond-certificate', '/education/loose-diamonds/4cs/cut', '/education/loose-diamonds/4cs/color', '/education/loose-diamonds/4cs/clarity', '/education/loose-diamonds/4cs/carat-weight'])
      expect(paths).toContain(p);
  });
});
