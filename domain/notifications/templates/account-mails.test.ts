import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape-html.ts';
import { emailVerificationMail, loginCodeSms, passwordResetMail, welcomeMail } from './account-mails.ts';

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`a "b" & 'c'`, 'a &quot;b&quot; &amp; &#39;c&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('%s', (input, output) => expect(escapeHtml(input)).toBe(output));
});

describe('account mails', () => {
  const hostile = '<img src=x onerror=alert(1)>"\'&';

  it('escape a hostile name in the HTML part and keep it readable in the text part', () => {
    const mail = welcomeMail({ firstName: hostile, shopUrl: 'https://shop.example/' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(mail.text).toContain(hostile);
    expect(mail.html).toContain('Suvarna'.toUpperCase());
    expect(mail.html).toContain('#0e5a47');
  });

  it('put an escaped reset link in an attribute and the raw link in the text', () => {
    const url = 'https://shop.example/reset-password?token=a"b&c=<d>';
    const mail = passwordResetMail({ firstName: 'Asha', resetUrl: url, validMinutes: 30 });
    expect(mail.html).toContain('href="https://shop.example/reset-password?token=a&quot;b&amp;c=&lt;d&gt;"');
    expect(mail.html).not.toContain('a"b');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('30 minutes');
    expect(mail.subject).toBe('Reset your Suvarna password');
  });

  it('carry the verification link, escaped in the HTML, raw in the text, with its lifetime', () => {
    const url = 'https://shop.example/verify-email?token=a"b&c';
    for (const mail of [
      welcomeMail({ firstName: 'Asha', shopUrl: 'https://shop.example/', verifyUrl: url, validHours: 24 }),
      emailVerificationMail({ firstName: 'Asha', verifyUrl: url, validHours: 24 }),
    ]) {
      expect(mail.html).toContain('href="https://shop.example/verify-email?token=a&quot;b&amp;c"');
      expect(mail.text).toContain(`Verify your email: ${url}`);
      expect(mail.text).toContain('It works once, for 24 hours');
    }
    expect(welcomeMail({ firstName: 'Asha', shopUrl: 'https://shop.example/' }).text).not.toContain('Verify');
  });

  it('are whole documents', () => {
    const { html } = welcomeMail({ firstName: 'Asha', shopUrl: 'https://shop.example/' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('the login SMS carries the code and its lifetime', () => {
    expect(loginCodeSms({ code: '123456', validMinutes: 5 })).toBe(
      '123456 is your Suvarna login code. It expires in 5 minutes. Never share it with anyone.',
    );
  });
});
