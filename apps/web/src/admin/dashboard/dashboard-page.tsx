import { Alert, Box, Button, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { CAN } from '@portal/domain/staff/roles';
import { get } from '../../lib/api-client';
import { PeriodFields, usePeriod } from '../layout/period-fields';
import { money } from '../registrations/registration-format';
import { adminLocale, dateText } from '../providers/admin-dates';

type Cents = { USD: number; CAD: number };
interface Dashboard {
  totals: { registrations: number; paid: number; refundedRegistrations: number; revenueCents: Cents; refundedCents: Cents };
  sessions: { id: string; title: string; city: string | null; startsAt: string | null; seatsTaken: number; seatsCapacity: number; registrations: number; paid: number; refundedRegistrations: number; revenueCents: Cents }[];
}

const T = (key: string) => `admin:dashboard.${key}`;
const both = (c: Cents) => [c.USD ? money(c.USD, 'USD') : '', c.CAD ? money(c.CAD, 'CAD') : ''].filter(Boolean).join(' · ') || money(0, 'USD');

/** The back office's home: registrations, revenue and seats by session for a chosen period. */
export function DashboardPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const period = usePeriod();
  const { from, to } = period;
  const allowed = (CAN.readDashboard as readonly string[]).includes(permissions);
  const query = useQuery({
    queryKey: ['dashboard', from, to],
    queryFn: () => get<Dashboard>(`/api/admin/dashboard?from=${from}&to=${to}`),
    enabled: allowed && period.valid,
  });
  if (!allowed) return <EducatorHome />;
  const stats: [string, string][] = query.data
    ? [
        [T('registrations'), String(query.data.totals.registrations)],
        [T('paid'), String(query.data.totals.paid)],
        [T('refundedRegistrations'), String(query.data.totals.refundedRegistrations)],
        [T('revenue'), both(query.data.totals.revenueCents)],
        [T('refunded'), both(query.data.totals.refundedCents)],
      ]
    : [];
  return (
    <Box sx={{ p: 2 }}>
      <Title title={T('menu')} />
      <PeriodFields period={period}>{query.isFetching && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />}</PeriodFields>
      {query.error && <Alert severity="error">{(query.error as Error).message}</Alert>}
      <Box component="ul" aria-label={translate(T('menu'))} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, p: 0, m: 0, mb: 3, listStyle: 'none' }}>
        {stats.map(([label, value]) => (
          <Card component="li" key={label} variant="outlined">
            <CardContent>
              <Typography color="textSecondary">{translate(label)}</Typography>
              <Typography variant="h5" component="p">
                {value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {query.data && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(T('bySession'))}
          </Typography>
          {query.data.sessions.length === 0 ? (
            <Typography color="textSecondary">{translate(T('none'))}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate(T('bySession'))}>
                <TableHead>
                  <TableRow>
                    {['session', 'starts', 'seats', 'registrations', 'paid', 'refundedRegistrations', 'revenue'].map((c) => (
                      <TableCell key={c}>{translate(T(c))}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.sessions.map((s) => (
                    <TableRow key={s.id}>
                      <TableCell>{`${s.title}${s.city ? ` · ${s.city}` : ''}`}</TableCell>
                      <TableCell>{s.startsAt ? dateText(s.startsAt, adminLocale()) : translate(T('onDemand'))}</TableCell>
                      <TableCell>{`${s.seatsTaken} / ${s.seatsCapacity}`}</TableCell>
                      <TableCell>{s.registrations}</TableCell>
                      <TableCell>{s.paid}</TableCell>
                      <TableCell>{s.refundedRegistrations}</TableCell>
                      <TableCell>{both(s.revenueCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}

/** Educators have no figures to read: their home leads to the sessions whose rosters they mark. */
function EducatorHome() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, maxWidth: 640 }}>
      <Title title={T('menu')} />
      <Typography sx={{ mb: 2 }}>{translate(T('educatorIntro'))}</Typography>
      <Button variant="contained" component={RouterLink} to="/admin/sessions">
        {translate(T('openSessions'))}
      </Button>
    </Box>
  );
}
