// The forms' schema chunk (field-schemas.ts), fetched once: as a form first takes the focus, so that it
// is there by the submit. zod is told not to compile parsers first (zod-jitless.ts), in a chunk of its
// own: within one chunk the bundler may run the schemas' modules before it. A failed fetch (offline) is
// tried again next time.
export type FieldSchemas = typeof import('./field-schemas');

let loading: Promise<FieldSchemas> | null = null;

export function loadFieldSchemas(): Promise<FieldSchemas> {
  loading ??= import('./zod-jitless')
    .then(() => import('./field-schemas'))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
