// Kerala's outline for the locator's map, hand-simplified to 44 points (longitude, latitude, WGS 84):
// the coast through its towns and river mouths from Talapady to Poovar, then the Tamil Nadu and
// Karnataka borders along the Western Ghats' passes. Accurate to a few kilometres: enough to show
// where the three showrooms are relative to each other and to the sea, no more. No tile server, no
// third-party data at run time.

export type LonLat = readonly [lon: number, lat: number];

export const KERALA_OUTLINE: readonly LonLat[] = [
  // Coast, north to south.
  [74.86, 12.76], // Talapady, the Karnataka border
  [74.99, 12.5], // Kasaragod
  [75.08, 12.3], // Kanhangad
  [75.19, 12.1], // Payyanur
  [75.36, 11.87], // Kannur
  [75.48, 11.75], // Thalassery
  [75.58, 11.6], // Vadakara
  [75.68, 11.44], // Koyilandy
  [75.77, 11.25], // Kozhikode
  [75.8, 11.17], // Beypore
  [75.86, 10.97], // Tanur
  [75.92, 10.78], // Ponnani
  [76.01, 10.58], // Chavakkad
  [76.12, 10.35], // Nattika
  [76.17, 10.22], // Kodungallur
  [76.24, 9.97], // Fort Kochi
  [76.28, 9.75], // Chellanam
  [76.32, 9.49], // Alappuzha
  [76.45, 9.17], // Kayamkulam
  [76.58, 8.88], // Kollam
  [76.7, 8.73], // Varkala
  [76.92, 8.48], // Thiruvananthapuram
  [77.03, 8.38], // Vizhinjam
  [77.12, 8.29], // Poovar, the Tamil Nadu border
  // Tamil Nadu border, south to north.
  [77.22, 8.45],
  [77.15, 8.76], // Ponmudi hills
  [77.17, 8.97], // Aryankavu pass
  [77.25, 9.25],
  [77.2, 9.6], // Kumily
  [77.3, 9.95], // Bodimettu
  [77.4, 10.2],
  [77.22, 10.37], // Chinnar
  [76.95, 10.4], // Parambikulam
  [76.84, 10.72],
  [76.84, 10.86], // Walayar, the Palakkad gap
  [76.7, 11.05], // Attappadi
  [76.55, 11.25],
  [76.43, 11.4], // Nilgiri foothills
  [76.43, 11.66], // Muthanga
  // Karnataka border, east to north-west.
  [76.1, 11.93], // Tholpetty
  [75.8, 12.05],
  [75.55, 12.35],
  [75.35, 12.55],
  [75.1, 12.78],
];

/** Whether a point lies inside a ring of points (even-odd rule). */
export function insideOutline(point: LonLat, ring: readonly LonLat[] = KERALA_OUTLINE): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
