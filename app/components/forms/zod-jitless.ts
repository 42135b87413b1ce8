// Evaluated before the forms' schema chunk (load-field-schemas.ts imports it first, and from zod's core
// alone, so that no schema of any chunk is built before it): zod compiles an object's parser with
// `new Function` when it may, and merely asking is a violation of the store's script-src without
// 'unsafe-eval', reported by the browser even though zod catches the error. Forms check a few fields
// once per submit: the interpreted parser is plenty.
import { config } from 'zod/v4/core';

config({ jitless: true });
