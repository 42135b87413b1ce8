// The analytics data layer (Google Tag Manager's window.dataLayer): events are pushed for whatever
// tag a store operator installs; nothing is sent anywhere by the store itself.
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushDataLayer(event: string, data: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // GA4 asks for the previous ecommerce object to be cleared before a new one.
  w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push({ event, ecommerce: data });
}
