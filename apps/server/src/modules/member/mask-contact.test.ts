import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask-contact.js';

describe('maskEmail', () => {
  it.each([
    ['abcdef@mail.com', 'ab***@mail.com'],
    ['abc@mail.com', 'ab***@mail.com'],
    ['ab@mail.com', 'a***@mail.com'],
    ['a@mail.com', '***@mail.com'],
    ['first.last@sub.example.org', 'fi***@sub.example.org'],
    ['no-at-sign', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('maskMobile', () => {
  it.each([
    ['912345678', '****5678'],
    ['12345', '****2345'],
    ['1234', '****'],
    ['', '****'],
  ])('%s → %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });
});
