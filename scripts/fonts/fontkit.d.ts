// The little of fontkit (a dependency of pdfkit and subset-font, no types of its own) that
// scripts/fonts/fallback-faces.ts reads.
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    layout(text: string): { advanceWidth: number };
  }
  export function openSync(path: string): Font;
}
