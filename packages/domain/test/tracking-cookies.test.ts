import { describe, expect, it } from 'vitest';
import {
  anonymousProviderId,
  isListedReferrer,
  mergeJsonCookie,
  parseJsonCookie,
  pickUtmParams,
} from '../src/tracking/cookies';

describe('JSON tracking cookies', () => {
  it('merges new values over kept ones', () => {
    const kept = JSON.stringify({ utm_source: 'mail', utm_medium: 'email' });
    expect(JSON.parse(mergeJsonCookie(kept, { utm_source: 'ads', utm_term: 'aligners' })!)).toEqual({
      utm_source: 'ads',
      utm_medium: 'email',
      utm_term: 'aligners',
    });
  });

  it('keeps nothing new when nothing arrives', () => {
    expect(mergeJsonCookie('{"a":"1"}', {})).toBeNull();
    expect(mergeJsonCookie('{"a":"1"}', { b: '' })).toBeNull();
  });

  it.each(['not json', '[1,2]', '"str"', 'null', ''])('treats %j as empty', (raw) => {
    expect(parseJsonCookie(raw)).toEqual({});
  });

  it('drops non-string values of a tampered cookie', () => {
    expect(parseJsonCookie('{"a":"1","b":{"x":1},"c":2}')).toEqual({ a: '1' });
  });

  it('picks only the five UTM parameters', () => {
    const params = new URLSearchParams('utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e&utm_other=f&x=1');
    expect(pickUtmParams(params)).toEqual({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd', utm_content: 'e' });
  });
});

describe('anonymous provider id', () => {
  it('is 10 characters from the alphabet', () => {
    const id = anonymousProviderId(new Uint8Array([0, 1, 2, 35, 36, 255, 100, 7, 8, 9]));
    expect(id).toMatch(/^[a-z0-9]{10}$/);
    expect(id.slice(0, 4)).toBe('abc9');
  });
});

describe('referrer list', () => {
  it.each([
    ['https://www.example.com/page', ['example.com'], true],
    ['https://example.com', ['example.com'], true],
    ['https://notexample.com', ['example.com'], false],
    ['https://other.org', ['example.com', 'other.org'], true],
    ['', ['example.com'], false],
    ['https://example.com', [], false],
  ])('%s in %j -> %s', (referrer, list, expected) => {
    expect(isListedReferrer(referrer, list)).toBe(expected);
  });
});
