// A Word 97–2003 (.doc) résumé, read through its OLE2 compound file directory with `cfb` (SheetJS)
// rather than by looking for a name in the bytes: a file that only has the OLE2 magic and the string
// "WordDocument" somewhere (next to a script, say) does not parse, or has no such stream.
//
// A real Word file has a root stream WordDocument that starts with the FIB, whose magic is 0xA5EC,
// and the table stream the FIB names (0Table or 1Table, by the fWhichTblStm bit). A file with a VBA
// project (the Macros or _VBA_PROJECT_CUR storage, or a VBA storage anywhere) is refused whatever it
// does: AutoOpen and Document_Open run on opening, and no résumé needs a macro.
import CFB from 'cfb';
import type { ContentFinding } from '../../domain/careers/resume-rules.ts';

const FIB_MAGIC = 0xa5ec;
/** Storages that hold a VBA project, at any depth. */
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur', 'vba']);
const STREAM = 2;
const STORAGE = 1;

export function checkWordBinary(bytes: Uint8Array): ContentFinding {
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(bytes, { type: 'buffer' } as CFB.CFB$ParsingOptions);
  } catch {
    // The magic without a directory that parses: not a file Word wrote.
    return { kind: null, near: 'word-container' };
  }
  const entries = container.FileIndex.map((entry, i) => ({ entry, path: container.FullPaths[i] ?? '' }));
  const hasMacros = entries.some(
    ({ entry, path }) =>
      (entry.type === STORAGE && MACRO_STORAGES.has(entry.name.toLowerCase())) ||
      (entry.type === STREAM && /(^|\/)_vba_project$/i.test(path)),
  );
  if (hasMacros) return { kind: null, near: 'macros' };

  const rootStream = (name: string) =>
    entries.find(({ entry, path }) => entry.type === STREAM && path.split('/').length === 2 && entry.name === name)
      ?.entry;
  const word = rootStream('WordDocument');
  if (!word) {
    // An .xls, .msi or .ppt shares the container but is not a résumé we take.
    return { kind: null, near: 'other' };
  }
  const content = word.content as Uint8Array | undefined;
  if (!content || content.length < 32 || (content[0]! | (content[1]! << 8)) !== FIB_MAGIC)
    return { kind: null, near: 'word-container' };
  const table = content[0x0b]! & 0x02 ? '1Table' : '0Table';
  if (!rootStream(table)) return { kind: null, near: 'word-container' };
  return { kind: 'doc' };
}
