// What the savings desk's search box means: a plan id (DFE…), an email (has @), a mobile (digits,
// +91 forgiven) or else a part of the member's name. Pure; the repository turns it into SQL.
import { normalizeMobile } from '../accounts/phone.ts';
import { PLAN_ID_PATTERN } from './plan-id.ts';

export type PlanSearch =
  | { kind: 'plan'; planId: string }
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string }
  | { kind: 'name'; text: string };

export function readPlanSearch(q: string): PlanSearch {
  const text = q.trim().replace(/\s+/g, ' ');
  if (PLAN_ID_PATTERN.test(text.toUpperCase())) return { kind: 'plan', planId: text.toUpperCase() };
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  const mobile = /^[\d\s()+-]+$/.test(text) ? normalizeMobile(text) : null;
  if (mobile !== null) return { kind: 'mobile', mobile };
  return { kind: 'name', text: text.toLowerCase() };
}
