// Diamond for Everyone, the monthly savings plan (docs/spec.md#second-9, DFE "second policy text"): at least
// ₹1,000 a month in whole rupees and no maximum, a 12-month tenure in which 11 instalments are paid,
// then a gift of 70% of the first instalment; the gift is lost when payment is late by more than 2
// instalments. Cash is taken up to ₹10,000 a month (docs/spec.md#second-5 policy rules).
export const DFE_MIN_INSTALMENT = 1_000;
/** Not a plan rule (the policy has no maximum): a bound on what a form may claim. */
export const DFE_MAX_INSTALMENT = 10_00_000;
export const DFE_CASH_CAP_PER_MONTH = 10_000;
export const DFE_TENURE_MONTHS = 12;
export const DFE_PAID_INSTALMENTS = 11;
export const DFE_GIFT_PERCENT = 70;
export const DFE_MAX_LATE_INSTALMENTS = 2;

export const DFE_RULES: readonly string[] = [
  `Save from ₹1,000 a month, in whole rupees; there is no upper limit.`,
  `The plan runs for ${DFE_TENURE_MONTHS} months: you pay ${DFE_PAID_INSTALMENTS} monthly instalments.`,
  `After the ${DFE_PAID_INSTALMENTS}th instalment we add a gift of ${DFE_GIFT_PERCENT}% of your first instalment.`,
  `The gift is lost if payment is late by more than ${DFE_MAX_LATE_INSTALMENTS} instalments.`,
  `The monthly amount is fixed when the plan starts. Cash payments are accepted up to ₹10,000 a month.`,
  'Open to Indian citizens over 18; a nominee cannot be a minor.',
];

export interface DfeExample {
  monthly: number;
  instalments: number;
  paid: number;
  gift: number;
  /** What the shopper can buy jewellery for at the end of the plan. */
  total: number;
  /** The instalment is above the monthly cash cap: part of it must be paid otherwise. */
  aboveCashCap: boolean;
}

/** The plan worked out for one monthly amount (whole rupees; the gift is rounded to the rupee). */
export function dfeExample(monthly: number): DfeExample {
  if (!Number.isSafeInteger(monthly) || monthly < DFE_MIN_INSTALMENT)
    throw new RangeError(`monthly must be a whole number of rupees, at least ${DFE_MIN_INSTALMENT}`);
  const paid = monthly * DFE_PAID_INSTALMENTS;
  const gift = Math.round((monthly * DFE_GIFT_PERCENT) / 100);
  return {
    monthly,
    instalments: DFE_PAID_INSTALMENTS,
    paid,
    gift,
    total: paid + gift,
    aboveCashCap: monthly > DFE_CASH_CAP_PER_MONTH,
  };
}

/** The problem with a monthly instalment, or null when it is fine. */
export function instalmentProblem(monthly: number): string | null {
  if (!Number.isFinite(monthly)) return 'Please enter the amount you would like to save each month.';
  if (!Number.isInteger(monthly)) return 'Please enter whole rupees.';
  if (monthly < DFE_MIN_INSTALMENT) return 'The monthly instalment is at least ₹1,000.';
  if (monthly > DFE_MAX_INSTALMENT) return 'For more than ₹10,00,000 a month, please call us.';
  return null;
}
