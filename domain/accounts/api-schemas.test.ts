import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, registerBodySchema, uniqueBodySchema } from './api-schemas.ts';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const valid = {
  first_name: 'Asha',
  last_name: "D'Souza",
  phone: '+91 98765 43210',
  email: ' Asha@Example.IN ',
  subscription: 'true',
  password: b64('kesar-kulfi-92'),
  c_password: b64('kesar-kulfi-92'),
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('registerBodySchema', () => {
  it('decodes the passwords, normalises email and mobile, drops unknown fields', () => {
    expect(registerBodySchema.parse({ ...valid, user_type: 'ADMIN', role: 'ADMIN' })).toEqual({
      first_name: 'Asha',
      last_name: "D'Souza",
      phone: '9876543210',
      email: 'asha@example.in',
      subscription: true,
      password: 'kesar-kulfi-92',
      c_password: 'kesar-kulfi-92',
    });
  });

  it.each([
    [{ password: 'not*base64' }, 'password', 'must be base64-encoded'],
    [{ c_password: b64('kesar-kulfi-93') }, 'c_password', 'must match password'],
    [
      { password: b64('password123'), c_password: b64('password123') },
      'password',
      'is one of the most common passwords; please choose another',
    ],
    [{ password: b64('short'), c_password: b64('short') }, 'password', 'must have at least 8 characters'],
    [{ phone: '12345' }, 'phone', 'must be a 10-digit Indian mobile number'],
    [{ email: 'not-an-email' }, 'email', 'must be a valid email address'],
    [{ first_name: '<script>' }, 'first_name', 'must contain only letters, spaces, dots, apostrophes and hyphens'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it('refuses empty and huge fields', () => {
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, first_name: '  ' }))).toHaveProperty('first_name');
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, last_name: 'a'.repeat(61) }))).toHaveProperty('last_name');
    expect(issuesOf(registerBodySchema.safeParse({ ...valid, password: 'A'.repeat(5_000) }))).toHaveProperty(
      'password',
    );
  });
});

describe('uniqueBodySchema', () => {
  it('takes only table users and field email', () => {
    expect(uniqueBodySchema.safeParse({ table: 'users', field: 'email', email: 'a@b.in' }).success).toBe(true);
    expect(uniqueBodySchema.safeParse({ table: 'sessions', field: 'email', email: 'a@b.in' }).success).toBe(false);
    expect(uniqueBodySchema.safeParse({ table: 'users', field: 'password_hash', email: 'a@b.in' }).success).toBe(false);
  });
});

describe('changePasswordBodySchema', () => {
  it('checks the new password and its confirmation, not the old one', () => {
    const body = { oldPassword: b64('x'), newPassword: b64('kesar-kulfi-92'), confirmPassword: b64('kesar-kulfi-92') };
    expect(changePasswordBodySchema.parse(body)).toMatchObject({ oldPassword: 'x', newPassword: 'kesar-kulfi-92' });
    expect(issuesOf(changePasswordBodySchema.safeParse({ ...body, confirmPassword: b64('other-pass-1') }))).toEqual({
      confirmPassword: 'must match newPassword',
    });
  });
});
