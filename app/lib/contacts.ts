// The store's contacts (WhatsApp, phone, mail) come from the configuration (STORE_WHATSAPP,
// STORE_PHONE, STORE_EMAIL in server/env.ts): the root loader hands them to every page, so a store
// changes them without a release.
import { useRouteLoaderData } from 'react-router';

export interface StoreContacts {
  /** Digits only with the country code (wa.me format). */
  whatsapp: string;
  phone: string;
  email: string;
}

/** A WhatsApp chat with the store, optionally with a first message. */
export function whatsappUrl(number: string, text?: string): string {
  return text ? `https://wa.me/${number}?${new URLSearchParams({ text }).toString()}` : `https://wa.me/${number}`;
}

/** The contacts of the root loader (every page has them; a root error page may not). */
export function useStoreContacts(): StoreContacts | null {
  const data = useRouteLoaderData('root') as { contacts?: StoreContacts } | undefined;
  return data?.contacts ?? null;
}
