import { describe, expect, it } from 'vitest';
import { certificateUrl, isCertificateNumber, isHuid } from './certification.ts';

describe('HUID', () => {
  it.for([
    ['AB12C9', true],
    ['000000', true],
    ['ZZZZZZ', true],
    ['ab12c9', false],
    ['AB12C', false],
    ['AB12C90', false],
    ['AB-2C9', false],
    ['', false],
  ] as const)('%s → %s', ([value, ok]) => {
    expect(isHuid(value)).toBe(ok);
  });
});

describe('certificate numbers', () => {
  it.for([
    ['GIA', '2211445566', true],
    ['GIA', '1234567', true],
    ['GIA', '123456', false],
    ['GIA', '12345678901', false],
    ['GIA', 'LG22114455', false],
    ['IGI', '612345678', true],
    ['IGI', 'LG612345678', true],
    ['IGI', '1234567', false],
    ['IGI', '61234567X', false],
  ] as const)('%s %s → %s', ([lab, number, ok]) => {
    expect(isCertificateNumber(lab, number)).toBe(ok);
  });
});

describe('certificateUrl', () => {
  it.for([
    ['GIA', '2211445566', 'https://www.gia.edu/report-check?reportno=2211445566'],
    ['IGI', '612345678', 'https://www.igi.org/verify-your-report/?r=612345678'],
    ['IGI', 'LG612345678', 'https://www.igi.org/verify-your-report/?r=LG612345678'],
    ['HRD', '2211445566', null],
    ['GIA', '12', null],
    [null, '2211445566', null],
    ['GIA', null, null],
  ] as const)('%s %s → %s', ([lab, number, url]) => {
    expect(certificateUrl(lab, number)).toBe(url);
  });
});
