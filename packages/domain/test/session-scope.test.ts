import { describe, expect, it } from 'vitest';
import { inSessionScope } from '../src/certificates/roster';
import type { StaffRole } from '../src/staff/roles';

/** Issue 39: an educator's sessions are those linked to their account; the displayed name never counts. */
const ME = 'educatorAccountId00001';
const CASES: [who: StaffRole, presenterStaffId: string | null, inScope: boolean][] = [
  ['educator', ME, true],
  ['educator', 'someoneElseAccount0001', false],
  ['educator', null, false],
  ['administrator', null, true],
  ['operations', 'someoneElseAccount0001', true],
  ['viewer', null, true],
];

describe('inSessionScope', () => {
  it.each(CASES)('%s, session linked to %s: %s', (role, presenterStaffId, expected) => {
    expect(inSessionScope({ id: ME, role }, { presenterStaffId })).toBe(expected);
  });
});
