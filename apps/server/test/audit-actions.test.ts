import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntity } from '@portal/domain/staff/audit-actions';

/**
 * Every audit entry the server writes is one of the domain's entity/action pairs, each of which
 * has a text in every locale (packages/domain/test/audit-actions.test.ts). writeAudit's type
 * already refuses other pairs; this scan also catches a cast around it and reads the literal
 * pairs of every call, so a new action without a text fails here too.
 */
const SRC = join(import.meta.dirname, '..', 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

/** Each `writeAudit(...)` call: where it starts, and its text up to its closing parenthesis. */
function calls(source: string): { at: number; call: string }[] {
  const found: { at: number; call: string }[] = [];
  for (let at = source.indexOf('writeAudit('); at >= 0; at = source.indexOf('writeAudit(', at + 1)) {
    if (/function\s+$/.test(source.slice(0, at))) continue;
    let depth = 0;
    let end = at + 'writeAudit'.length;
    do {
      if (source[end] === '(') depth++;
      if (source[end] === ')') depth--;
      end++;
    } while (depth > 0 && end < source.length);
    found.push({ at, call: source.slice(at, end) });
  }
  return found;
}

const writes = files(SRC).flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  const constant = (name: string) => new RegExp(`const ${name} = '(\\w+)'`).exec(source)?.[1];
  return calls(source).map(({ at, call }) => {
    const entityExpr = /entity:\s*('(\w+)'|(\w+))/.exec(call);
    const entity = entityExpr?.[2] ?? (entityExpr?.[3] ? constant(entityExpr[3]) : undefined);
    const actionExpr = /action(?::\s*([^,\n]+))?[,\n]/.exec(call.slice(call.indexOf('{')))?.[1] ?? '';
    return { where: `${file.slice(SRC.length + 1)}:${source.slice(0, at).split('\n').length}`, call, entity, actions: [...actionExpr.matchAll(/'(\w+)'/g)].map((m) => m[1]) };
  });
});

describe('audit log writes', () => {
  it('are found across the features', () => {
    expect(writes.length).toBeGreaterThan(25);
  });

  it.each(writes.map((w) => [w.where, w] as const))('%s writes a known entity and action, uncast', (_where, w) => {
    expect(w.call).not.toMatch(/\bas\s+(any|unknown|never|AuditEntry|AuditEvent)\b/);
    expect(Object.keys(AUDIT_ACTIONS)).toContain(w.entity);
    const known: readonly string[] = AUDIT_ACTIONS[w.entity as AuditEntity];
    for (const action of w.actions) expect(known).toContain(action);
  });
});
