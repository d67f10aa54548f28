import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatPercent } from '@portal/domain/locale/format';
import { normalizeLocale } from '@portal/domain/locale/locales';
import { useDateTime } from '../providers/admin-dates';

const E = (key: string) => `admin:registrations.elearning.${key}`;

/**
 * The registration's e-learning modules, one row each, with named columns: the module's title
 * (the server sends it in the staff member's language), how far the learner got (the SCORM
 * lesson status in words), the self-check score, when it was completed and last worked on.
 */
export function ElearningTable({ modules }: { modules: RaRecord[] }) {
  const translate = useTranslate();
  const [current] = useLocaleState();
  const locale = normalizeLocale(current) ?? 'en';
  const when = useDateTime();
  return (
    <Table size="small" aria-label={translate('admin:registrations.sections.modules')}>
      <TableHead>
        <TableRow>
          {['module', 'progress', 'score', 'completedAt', 'lastActivity'].map((c) => (
            <TableCell key={c}>{translate(E(`columns.${c}`))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {modules.map((m) => (
          <TableRow key={m.moduleId}>
            <TableCell>{m.title ?? m.moduleId}</TableCell>
            <TableCell>{translate(E(`progress.${String(m.lessonStatus).replace(/ /g, '_')}`))}</TableCell>
            <TableCell>{m.scoreRaw == null ? translate(E('notScored')) : formatPercent(m.scoreRaw, locale)}</TableCell>
            <TableCell>{when(m.completedAt)}</TableCell>
            <TableCell>{when(m.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
