// The back office's roles. `owner` may do everything and alone manages staff and reads the audit;
// the others each have their own screens (orders, catalogue, the support inbox and bookings).
export const STAFF_ROLES = ['owner', 'orders', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a member of `role` may make a call allowed to `allowed`; the owner may make every call. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'owner' || allowed.includes(role);
}

/** The back office's sections, and who sees each in the navigation (app/routes/admin-*). */
export const ADMIN_SECTIONS = [
  { key: 'orders', label: 'Orders', path: '/admin/orders', roles: ['orders'] },
  { key: 'returns', label: 'Returns', path: '/admin/returns', roles: ['orders'] },
  { key: 'inbox', label: 'Inbox', path: '/admin/inbox', roles: ['support'] },
  { key: 'rates', label: 'Metal rates', path: '/admin/rates', roles: ['catalogue'] },
  { key: 'catalogue', label: 'Catalogue', path: '/admin/catalogue', roles: ['catalogue'] },
  { key: 'coupons', label: 'Coupons', path: '/admin/coupons', roles: ['catalogue'] },
  { key: 'merchandising', label: 'Merchandising', path: '/admin/merchandising', roles: ['catalogue'] },
  { key: 'giftcards', label: 'Gift cards', path: '/admin/giftcards', roles: ['catalogue', 'support'] },
  { key: 'savings', label: 'Savings plans', path: '/admin/savings-plans', roles: ['orders', 'support'] },
  { key: 'reviews', label: 'Reviews', path: '/admin/reviews', roles: ['catalogue', 'support'] },
  { key: 'reports', label: 'Reports', path: '/admin/reports', roles: [] },
  { key: 'staff', label: 'Staff', path: '/admin/staff', roles: [] },
  { key: 'audit', label: 'Audit', path: '/admin/audit', roles: [] },
] as const satisfies readonly { key: string; label: string; path: string; roles: readonly StaffRole[] }[];
export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export function sectionsFor(role: StaffRole) {
  return ADMIN_SECTIONS.filter((s) => roleAllows(role, s.roles));
}
