import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@/lib/validation';

const messagesOf = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('contact form validation (spec §5)', () => {
  it('gives the three messages for an empty form', () => {
    expect(messagesOf({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('gives the same messages when fields are missing altogether', () => {
    expect(messagesOf({})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('accepts 2-character names and 10-character messages, phone optional', () => {
    expect(
      contactMessageSchema.safeParse({ name: 'Al', email: 'al@example.com', message: '0123456789' })
        .success,
    ).toBe(true);
    expect(messagesOf({ name: 'A', email: 'al@example.com', message: '012345678' })).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('counts characters after trimming spaces', () => {
    expect(
      messagesOf({ name: '  A  ', email: ' al@example.com ', message: ' 123456789 ' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses malformed e-mail addresses', () => {
    for (const email of ['plain', 'a@', '@b.co', 'a b@c.co']) {
      expect(messagesOf({ name: 'Ana', email, message: 'Hello there, studio!' })).toEqual({
        email: 'Please enter a valid email address',
      });
    }
  });
});
