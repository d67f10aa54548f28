import { describe, expect, it } from 'vitest';
import {
  AttendanceBodySchema,
  agdSubjectCode,
  CertificateLookupSchema,
  completionCode,
  educationalMethodKey,
} from '../src/certificates/certificates';
import { VERIFY_PATH_PATTERN, verifyPath } from '../src/certificates/paths';
import {
  CODE_ALPHABET,
  encodeVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_PATTERN,
} from '../src/certificates/verification-code';
import { ceHours } from '../src/course/course';

describe('CE hours (spec section 9)', () => {
  it.each([
    ['live', 'standard', 'en', 7],
    ['live', 'standard', 'fr-CA', 7],
    ['live', 'pediatric', 'en', 5],
    ['live', 'pediatric', 'en-CA', 5],
    ['live', 'pediatric', 'fr-CA', 6],
    ['on_demand', 'pediatric', 'en', 10],
    ['on_demand', 'standard', 'fr-CA', 7.0],
  ] as const)('%s %s in %s: %d', (courseType, variant, locale, hours) => {
    expect(ceHours({ courseType, variant }, locale)).toBe(hours);
  });
});

describe('verification codes', () => {
  it('encodes 80 bits as 16 unambiguous symbols in groups of four', () => {
    expect(encodeVerificationCode(new Uint8Array(10))).toBe('0000-0000-0000-0000');
    expect(encodeVerificationCode(new Uint8Array(10).fill(255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x08 0x42 ... : 00001 00001 00001 ... -> all ones
    expect(encodeVerificationCode(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1111-1111-1111-1111');
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('random bytes always give a valid code, and different bytes different codes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = encodeVerificationCode(crypto.getRandomValues(new Uint8Array(10)));
      expect(code).toMatch(VERIFICATION_CODE_PATTERN);
      seen.add(code);
    }
    expect(seen.size).toBe(200);
  });

  it('refuses the wrong number of bytes', () => {
    expect(() => encodeVerificationCode(new Uint8Array(9))).toThrow(RangeError);
  });

  it.each([
    ['7KQ2-M9XD-4HTR-B3WZ', '7KQ2-M9XD-4HTR-B3WZ'],
    ['7kq2m9xd4htrb3wz', '7KQ2-M9XD-4HTR-B3WZ'],
    [' 7KQ2 M9XD 4HTR B3WZ ', '7KQ2-M9XD-4HTR-B3WZ'],
    ['OOOO-IIII-LLLL-0000', '0000-1111-1111-0000'],
    ['7KQ2-M9XD-4HTR-B3W', null],
    ['UUUU-UUUU-UUUU-UUUU', null],
    ['7KQ2-M9XD-4HTR-B3WZ-0000', null],
  ])('normalizes %s -> %s', (input, expected) => {
    expect(normalizeVerificationCode(input)).toBe(expected);
  });

  it('the verification page path', () => {
    expect(verifyPath('7KQ2-M9XD-4HTR-B3WZ')).toBe('/verify/7KQ2-M9XD-4HTR-B3WZ');
    expect(VERIFY_PATH_PATTERN.test('/verify/7KQ2-M9XD-4HTR-B3WZ')).toBe(true);
    expect(VERIFY_PATH_PATTERN.test('/verify/../../etc')).toBe(false);
  });
});

describe('letter fields', () => {
  it('AGD subject codes: 370 Orthodontics, 430 Pediatric Dentistry', () => {
    expect(agdSubjectCode('standard')).toBe('370');
    expect(agdSubjectCode('pediatric')).toBe('430');
  });

  it.each([
    ['live', 'in_person', 'certificates:method.lectureHandsOn'],
    ['live', 'virtual', 'certificates:method.liveVirtual'],
    ['on_demand', 'virtual', 'certificates:method.selfInstruction'],
  ] as const)('educational method of %s %s', (courseType, modality, key) => {
    expect(educationalMethodKey({ courseType, modality })).toBe(key);
  });

  it.each([
    ['fundamentals', 'standard', 'FUN-20270313-7KQ2'],
    ['onboarding', 'standard', 'ONB-20270313-7KQ2'],
    ['fundamentals', 'pediatric', 'PED-20270313-7KQ2'],
  ] as const)('completion code of %s %s', (kind, variant, code) => {
    expect(completionCode({ kind, variant }, '2027-03-13', '7KQ2')).toBe(code);
  });
});

describe('schemas', () => {
  it.each([
    ['Maya@Example.COM ', 'maya@example.com'],
    ['léa.tremblay@example.ca', null],
    ['not-an-email', null],
    ['', null],
  ])('certificate e-mail %s', (email, expected) => {
    const r = CertificateLookupSchema.safeParse({ email });
    if (expected === null) {
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].message).toBe('certificates:invalidEmail');
    } else {
      expect(r.data).toEqual({ email: expected });
    }
  });

  it('attendance body: a session id and 1 to 500 e-mails', () => {
    expect(AttendanceBodySchema.safeParse({ offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q', emails: ['A@example.com'] }).data).toEqual({
      offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q',
      emails: ['a@example.com'],
    });
    expect(AttendanceBodySchema.safeParse({ offeringId: 'Cn9DwAy62m_-VXgk9y6L5Q', emails: [] }).success).toBe(false);
    expect(AttendanceBodySchema.safeParse({ offeringId: 'short', emails: ['a@example.com'] }).success).toBe(false);
  });
});
