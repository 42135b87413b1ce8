// The marks a careful buyer checks on a piece (issue 22 item 6): the BIS hallmark's HUID on the gold,
// and the diamonds' grading report from a lab, with the lab's own page to check that report.
// Pure: the database holds the same rules as checks (db/schema/catalog.ts), these say them to people.

/** BIS Hallmark Unique ID: six characters, capital letters and digits, laser-marked on the piece. */
export const HUID_PATTERN = /^[0-9A-Z]{6}$/;

export function isHuid(value: string): boolean {
  return HUID_PATTERN.test(value);
}

/** The labs whose reports the store's diamonds carry. */
export const CERTIFICATE_LABS = ['GIA', 'IGI'] as const;
export type CertificateLab = (typeof CERTIFICATE_LABS)[number];

/**
 * A report number as each lab prints it: GIA's are 7 to 10 digits; IGI's 8 to 10 digits, with 'LG'
 * before them on a laboratory-grown stone's report.
 */
const NUMBER_PATTERN: Record<CertificateLab, RegExp> = {
  GIA: /^\d{7,10}$/,
  IGI: /^(LG)?\d{8,10}$/,
};

export function isCertificateLab(value: string): value is CertificateLab {
  return (CERTIFICATE_LABS as readonly string[]).includes(value);
}

export function isCertificateNumber(lab: CertificateLab, number: string): boolean {
  return NUMBER_PATTERN[lab].test(number);
}

/** Where each lab lets anyone look a report up by its number. */
const REPORT_CHECK: Record<CertificateLab, (number: string) => string> = {
  GIA: (n) => `https://www.gia.edu/report-check?reportno=${encodeURIComponent(n)}`,
  IGI: (n) => `https://www.igi.org/verify-your-report/?r=${encodeURIComponent(n)}`,
};

/**
 * The lab's report-check page for this report, or null when the lab is not one the store knows or the
 * number is not one that lab issues (no link that would only say "not found").
 */
export function certificateUrl(lab: string | null, number: string | null): string | null {
  if (lab === null || number === null || !isCertificateLab(lab) || !isCertificateNumber(lab, number)) return null;
  return REPORT_CHECK[lab](number);
}
