// The domain's field schemas the forms judge their fields with before a call, the same the API validates
// the call's body with (docs/decisions/2026-11-27-form-checks.md). One chunk loaded on demand
// (load-field-schemas.ts, after zod-jitless.ts), never part of a page's first load: zod stays out of it.

export { fieldProblems } from '../../../domain/forms/field-problems';
export {
  chatRequestFieldsSchema,
  customerServiceFieldsSchema,
  dfeFieldsSchema,
} from '../../../domain/engagement/form-schemas';
export { oldGoldBookingFieldsSchema } from '../../../domain/bookings/old-gold';
export { tryAtHomeBookingFieldsSchema } from '../../../domain/bookings/try-at-home';
export { applicationFieldsSchema } from '../../../domain/careers/careers';
