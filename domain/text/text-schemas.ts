// The zod side of the text rules, for the schemas of a person's free text (names, messages, review
// titles and bodies, addresses): control characters refused by name of the field (tab and line
// breaks only where `multiline`), then the text cleaned (free-text.ts) before its length and shape
// are checked, so a limit counts what is kept. `overwrite` keeps the schema a plain string in the
// OpenAPI document, with its limits, where a transform would hide them.
import { z } from 'zod';
import { CONTROL_CHARACTER_TEXT, hasControlCharacters } from './control-characters.ts';
import { cleanFreeText } from './free-text.ts';

/** A string of free text; chain `.trim()`, `.min()`, `.max()` as on z.string(). */
export function freeText({ multiline = false }: { multiline?: boolean } = {}) {
  return z
    .string()
    .refine((value) => !hasControlCharacters(value, multiline), CONTROL_CHARACTER_TEXT)
    .overwrite(cleanFreeText);
}
