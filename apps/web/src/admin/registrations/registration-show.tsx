import { Alert, Box, Chip, Link as MuiLink, List as MuiList, ListItem, ListItemText, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Show, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { money } from './registration-format';
import { RegistrationActions } from './registration-actions';
import { ElearningTable } from './registration-elearning';
import { REGISTRATION_STATUS_CHOICES, shownStatus } from './registration-list';
import { hasEnded } from '@portal/domain/registration/ended';
import { adminLocale, dateText } from '../providers/admin-dates';
import { receiptFileName, type ReceiptKind } from '@portal/domain/receipts/receipt';

const T = (key: string) => `admin:registrations.${key}`;

/** One registration's whole story: who, what they did at each step, what they paid, what we sent. */
export function RegistrationShow() {
  return (
    <Show title="admin:registrations.heading" actions={<RegistrationActions />}>
      <RegistrationStory />
    </Show>
  );
}

function Section({ title, children, empty }: { title: string; children: ReactNode; empty?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(T(`sections.${title}`))}
      </Typography>
      {empty ? <Typography color="textSecondary">{translate(T('sections.none'))}</Typography> : children}
    </Box>
  );
}

function RegistrationStory() {
  const r = useRecordContext();
  const translate = useTranslate();
  if (!r) return null;
  const info = (r.information ?? {}) as Record<string, string>;
  const status = REGISTRATION_STATUS_CHOICES.find((c) => c.id === shownStatus(r));
  const facts: [string, ReactNode][] = [
    ['email', r.email],
    ['phone', info.phone],
    ['practice', info.practiceName],
    ['address', [info.address1, info.address2, info.city, info.state, info.postalCode, info.country].filter(Boolean).join(', ')],
    ['licence', [info.licenseNumber, info.licenseState].filter(Boolean).join(' · ')],
    ['npi', info.npiNumber],
    ['clinId', r.clinId],
    ['dsoCode', r.dsoCode],
    ['locale', r.locale],
    ['cancelledAt', r.cancelledAt ? `${when(r.cancelledAt)}${r.cancelReason ? ` · ${r.cancelReason}` : ''}` : null],
    ['refundedAt', r.refundedAt ? when(r.refundedAt) : null],
    ['session', `${r.offering?.titleEn ?? ''}${r.offering?.startsAt ? ` · ${String(r.offering.startsAt).slice(0, 10)}` : ''}`],
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {r.firstName} {r.lastName}
        </Typography>
        {status && <Chip label={translate(status.name)} variant="outlined" color={hasEnded({ cancelledAt: r.cancelledAt, refundedAt: r.refundedAt }) ? 'error' : 'default'} />}
        {/* A difference staff left due on a move (issue 50): the server's amount, still to pay. */}
        {r.differenceDue && (
          <Alert severity="warning" data-testid="difference-due" sx={{ py: 0 }}>
            {translate(T('differenceDue'), { amount: money(r.differenceDue.cents, r.differenceDue.currency) })}
          </Alert>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <div>
          <Section title="contact">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {facts
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {translate(T(`fields.${k}`))}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {v}
                    </Box>
                  </Box>
                ))}
            </Box>
          </Section>
          <Section title="team" empty={!r.teamMembers?.length}>
            <SimpleTable rows={r.teamMembers ?? []} columns={[(m) => `${m.firstName} ${m.lastName}`, (m) => m.email, (m) => m.type]} />
          </Section>
          <Section title="objectives" empty={!r.objectives?.length}>
            <SimpleTable rows={r.objectives ?? []} columns={[(o) => o.question, (o) => o.answer]} />
          </Section>
          <Section title="modules" empty={!r.modules?.length}>
            <ElearningTable modules={r.modules ?? []} />
          </Section>
          <Section title="quiz" empty={!r.quizAttempts?.length}>
            <SimpleTable
              rows={r.quizAttempts ?? []}
              columns={[(q) => when(q.createdAt), (q) => translate(T('quizScore'), { correct: q.correct }), (q) => translate(T(q.passed ? 'passed' : 'failed'))]}
            />
          </Section>
          <Section title="payments" empty={!r.payments?.length}>
            <SimpleTable
              rows={r.payments ?? []}
              columns={[
                (p) => when(p.createdAt),
                (p) => translate(T(`payment.${p.status}`)),
                (p) => money(p.orderTotalCents, p.currency),
                (p) => (p.discountCents ? `${translate(T('payment.discount'))} ${money(p.discountCents, p.currency)}${p.couponCode ? ` (${p.couponCode})` : ''}` : ''),
                (p) => (p.cardLast4 ? `${p.cardBrand ?? ''} •••• ${p.cardLast4}` : ''),
                (p) => <ReceiptLink registrationId={String(r.id)} number={p.receiptNumber} kind="payment" />,
              ]}
            />
          </Section>
          {r.refunds?.length > 0 && (
            <Box sx={{ mt: -2, mb: 3 }}>
              <SimpleTable rows={r.refunds} columns={[(x) => when(x.createdAt), (x) => translate(T('refund.refunded'), { amount: money(x.amountCents, x.currency) }), (x) => x.reason, (x) => x.createdBy, (x) => <ReceiptLink registrationId={String(r.id)} number={x.receiptNumber} kind="refund" />]} />
            </Box>
          )}
          <Section title="emails" empty={!r.emails?.length}>
            <SimpleTable
              rows={r.emails ?? []}
              columns={[
                (e) => when(e.createdAt),
                (e) => e.subject,
                (e) => (e.sentAt ? translate(T('email.sent')) : e.lastError ? translate(T('email.failed'), { error: e.lastError }) : translate(T('email.waiting'))),
              ]}
            />
          </Section>
        </div>
        <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }}>
          <Section title="timeline">
            <MuiList dense aria-label={translate(T('sections.timeline'))}>
              {(r.timeline ?? []).map((e: RaRecord, i: number) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={translate(T('timeline.line'), { event: translate(T(`events.${e.kind}`)), summary: e.summary })} secondary={when(e.at)} />
                </ListItem>
              ))}
            </MuiList>
          </Section>
        </Paper>
      </Box>
    </Box>
  );
}

const when = (iso: string | null | undefined) => (iso ? dateText(iso, adminLocale(), { time: true }) : '');

/** A payment's receipt or a refund's credit note, as a PDF download. */
function ReceiptLink({ registrationId, number, kind }: { registrationId: string; number: string | null; kind: ReceiptKind }) {
  const translate = useTranslate();
  if (!number) return null;
  return (
    <MuiLink href={`/api/admin/registrations/${registrationId}/receipts/${number}.pdf`} download={receiptFileName(kind, number)}>
      {translate(T('receiptLink'), { number })}
    </MuiLink>
  );
}

function SimpleTable({ rows, columns }: { rows: RaRecord[]; columns: ((row: RaRecord) => ReactNode)[] }) {
  return (
    <Table size="small">
      <TableHead sx={{ display: 'none' }}>
        <TableRow>{columns.map((_, i) => <TableCell key={i} />)}</TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={String(row.id ?? i)}>
            {columns.map((col, j) => (
              <TableCell key={j}>{col(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
