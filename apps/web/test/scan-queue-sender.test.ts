import { describe, expect, it } from 'vitest';
import { sendsAs } from '../src/admin/check-in/offline/use-scan-queue';

/** Who sends a scan queued offline (issue 43): the server names the sender as the one who checked the person in. */
describe('the scans a signed-in staff member sends', () => {
  it('are their own, and those made while the phone could not tell who was signed in', () => {
    expect(sendsAs('staff-a', 'staff-a')).toBe(true);
    expect(sendsAs('', 'staff-a')).toBe(true);
  });
  it('are never another staff member\'s, and nothing is sent while nobody is signed in', () => {
    expect(sendsAs('staff-b', 'staff-a')).toBe(false);
    expect(sendsAs('', undefined)).toBe(false);
    expect(sendsAs('staff-a', undefined)).toBe(false);
  });
});
