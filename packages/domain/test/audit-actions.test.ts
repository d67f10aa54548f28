import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_IDS, AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionKey, auditEntityKey, parseAuditActionId } from '../src/staff/audit-actions';
import { LOCALES } from '../src/locale/locales';
import { catalogText } from './helpers/catalog-text';

/**
 * Every action the server may write to the audit log (writeAudit takes only these pairs) reads as
 * a text in every locale, so the log never shows a raw code.
 */
describe.each(LOCALES)('audit log texts in %s', (locale) => {
  it.each(AUDIT_ENTITIES)('names the entity %s and each of its actions', (entity) => {
    expect(catalogText(locale, auditEntityKey(entity)), entity).toBeTruthy();
    for (const action of AUDIT_ACTIONS[entity]) expect(catalogText(locale, auditActionKey(entity, action)), `${entity}.${action}`).toBeTruthy();
  });
});

describe('audit action ids', () => {
  it('are entity.action pairs that read back, and nothing else does', () => {
    expect(AUDIT_ACTION_IDS).toContain('session.publish');
    expect(AUDIT_ACTION_IDS).toContain('export.payments');
    expect(new Set(AUDIT_ACTION_IDS).size).toBe(AUDIT_ACTION_IDS.length);
    for (const id of AUDIT_ACTION_IDS) expect(`${parseAuditActionId(id)!.entity}.${parseAuditActionId(id)!.action}`).toBe(id);
    expect(parseAuditActionId('session.explode')).toBeNull();
    expect(parseAuditActionId('publish')).toBeNull();
  });

  it('fr-CA has its own text for every action (not the English one)', () => {
    for (const id of AUDIT_ACTION_IDS) {
      const { entity, action } = parseAuditActionId(id)!;
      expect(catalogText('fr-CA', auditActionKey(entity, action)), id).not.toBe(catalogText('en', auditActionKey(entity, action)));
    }
  });
});
