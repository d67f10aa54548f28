import type { z } from 'zod';

/**
 * A validation issue as a terminal user reads it: the column and a plain reason, not the web
 * form's text ('Please check the highlighted field'). The rule stays the domain's zod schema;
 * only its issues are worded here.
 */
const BY_KEY: Record<string, string> = {
  'errors:validation.required': 'is empty; a value is required',
  'errors:validation.email': 'is not a valid e-mail address',
  'errors:validation.tooLong': 'is too long',
  'errors:validation.phone': 'is not a valid phone number',
  'errors:validation.postal': 'is not a valid postal or zip code',
};

export function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  const column = issue.path.join('.') || 'row';
  const shown = value === undefined || value === '' ? '' : ` (${JSON.stringify(value)})`;
  if ('values' in issue && Array.isArray(issue.values)) return `${column}: ${JSON.stringify(value ?? '')} is not one of ${issue.values.join(', ')}`;
  if (issue.code === 'too_big' && 'maximum' in issue) return `${column}: is too long (at most ${String(issue.maximum)} characters)`;
  const reason = BY_KEY[issue.message] ?? (issue.code === 'invalid_format' || issue.code === 'custom' ? 'is not in the expected format' : 'is not valid');
  return `${column}: ${reason}${reason.startsWith('is empty') ? '' : shown}`;
}
