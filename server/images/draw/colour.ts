// Colour arithmetic for facet shading: a facet's shade is a mix between a stone's dark and light tones.

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(channels: readonly number[]): string {
  return (
    '#' +
    channels
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

/** A tone along dark → mid → light for t in 0..1. */
export function ramp(dark: string, mid: string, light: string, t: number): string {
  const k = Math.min(1, Math.max(0, t));
  return k < 0.5 ? mix(dark, mid, k * 2) : mix(mid, light, (k - 0.5) * 2);
}
