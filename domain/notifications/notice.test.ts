import { describe, expect, it } from 'vitest';
import { messagesOf, NoticeError, type Notice } from './notice.ts';

const mail = { to: 'asha@example.in', subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' };
const sms = { to: '9876543210', text: 'Order SV1 placed' };
const whatsapp = { to: '9876543211', text: 'We will call you' };

describe('messagesOf', () => {
  it.each<[string, Notice, string[]]>([
    ['a mail alone', { mail }, ['email']],
    ['an SMS alone', { sms }, ['sms']],
    ['a WhatsApp message alone', { whatsapp }, ['whatsapp']],
    ['mail and SMS', { sms, mail }, ['email', 'sms']],
    ['all three, written mail first whatever the order given', { whatsapp, sms, mail }, ['email', 'sms', 'whatsapp']],
    ['a part given as undefined is left out', { mail: undefined, sms }, ['sms']],
  ])('%s', (_, notice, channels) => {
    expect(messagesOf(notice).map((m) => m.channel)).toEqual(channels);
  });

  it('keeps each part to its own address and words, and carries code and invoice', () => {
    const [m, s] = messagesOf({
      mail: { ...mail, code: 'link-token', invoiceId: 7 },
      sms: { ...sms, code: '1234' },
    });
    expect(m).toEqual({
      channel: 'email',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code: 'link-token',
      invoiceId: 7,
    });
    expect(s).toEqual({ channel: 'sms', to: sms.to, text: sms.text, code: '1234' });
  });

  it('writes null for what a part leaves out', () => {
    expect(messagesOf({ mail: { to: mail.to, subject: 's', text: 't' } })[0]).toMatchObject({
      html: null,
      code: null,
      invoiceId: null,
    });
  });

  it.each<[string, Notice, string]>([
    ['nothing at all', {}, 'nothing to send'],
    ['only undefined parts', { mail: undefined, sms: undefined }, 'nothing to send'],
    ['a mail without an address', { mail: { ...mail, to: '' } }, 'mail.to'],
    ['a mail whose address is blanks', { mail: { ...mail, to: '  ' } }, 'mail.to'],
    ['a mail without a subject', { mail: { ...mail, subject: '' } }, 'mail.subject'],
    ['a mail without text', { mail: { ...mail, text: '' } }, 'mail.text'],
    ['an SMS without a number', { sms: { ...sms, to: '' } }, 'sms.to'],
    ['an SMS without text', { sms: { ...sms, text: ' ' } }, 'sms.text'],
    ['a WhatsApp message without a number', { whatsapp: { ...whatsapp, to: '' } }, 'whatsapp.to'],
    // A good mail does not carry a bad SMS through: the notice is refused whole.
    ['a good mail with a bad SMS', { mail, sms: { ...sms, to: '' } }, 'sms.to'],
  ])('refuses %s, naming the problem', (_, notice, named) => {
    expect(() => messagesOf(notice)).toThrow(NoticeError);
    expect(() => messagesOf(notice)).toThrow(named);
  });
});
