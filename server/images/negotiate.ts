// Picks the output format from the Accept header: AVIF where the browser takes it (smallest), else
// WebP, else JPEG, which every client shows. A type listed with q=0 is refused, per HTTP.
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

function accepts(accept: string, type: string): boolean {
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== type) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function pickFormat(accept: string | null | undefined): ImageFormat {
  if (!accept) return 'jpeg';
  if (accepts(accept, 'image/avif')) return 'avif';
  if (accepts(accept, 'image/webp')) return 'webp';
  return 'jpeg';
}
