// The customer service enquiry's types (docs/spec.md#first-3 "enquiry types (values not shown)"): ours, one per
// kind of question the helpdesk answers, the custom design request among them.
export const ENQUIRY_TYPES = [
  { id: 'order-and-delivery', name: 'Order and delivery' },
  { id: 'returns-and-exchange', name: 'Returns and exchange' },
  { id: 'product-and-sizing', name: 'Product and sizing' },
  { id: 'custom-design', name: 'Custom design' },
  { id: 'gift-cards', name: 'Gift cards' },
  { id: 'savings-plan', name: 'Savings plan' },
  { id: 'other', name: 'Other' },
] as const;

export type EnquiryTypeId = (typeof ENQUIRY_TYPES)[number]['id'];
export const ENQUIRY_TYPE_IDS = ENQUIRY_TYPES.map((t) => t.id) as [EnquiryTypeId, ...EnquiryTypeId[]];
export const CUSTOM_DESIGN_TYPE: EnquiryTypeId = 'custom-design';

export const enquiryTypeName = (id: string): string => ENQUIRY_TYPES.find((t) => t.id === id)?.name ?? id;
