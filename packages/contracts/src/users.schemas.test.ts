import { describe, expect, it } from 'vitest';
import { EmailSchema, PhoneSchema, ProfileUpdateSchema } from './users.schemas.ts';

describe('user field rules', () => {
  it('stores e-mails trimmed and in lowercase', () => {
    expect(EmailSchema.parse('  Olena@Example.COM ')).toBe('olena@example.com');
    expect(EmailSchema.safeParse('olena@').success).toBe(false);
  });

  it('accepts international phone numbers with 7 to 15 digits', () => {
    expect(PhoneSchema.safeParse('+48 600 123 456').success).toBe(true);
    expect(PhoneSchema.safeParse('+380 (67) 123-45-67').success).toBe(true);
    expect(PhoneSchema.safeParse('12345').success).toBe(false);
    expect(PhoneSchema.safeParse('+1 800 CALL NOW').success).toBe(false);
  });

  it('needs the old password to set a new one', () => {
    const missing = ProfileUpdateSchema.safeParse({ password: 'new password' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['oldPassword'],
      message: 'validation.required',
    });
    expect(
      ProfileUpdateSchema.safeParse({ password: 'new password', oldPassword: 'old one' }).success,
    ).toBe(true);
  });
});
