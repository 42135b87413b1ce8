// Where the store is and when its helpdesk answers: constants the every-page Organization data
// reads, kept apart from the showrooms' list so the pages' shared code does not carry that list.

export const STORE_STATE = 'Kerala';
export const STORE_COUNTRY = 'IN';

/** docs/spec.md#second-9, policy constants: "Helpdesk hours 9:00 am to 7:00 pm" (phone and WhatsApp). */
export const HELPDESK_HOURS = { opens: '09:00', closes: '19:00' } as const;
