import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface TicketLink {
  name: string;
  qrUrl: string;
  pdfUrl: string;
}

/** A live session's door tickets: each person's QR code to show at the door and its PDF (the e-mail carries the same). */
export function TicketList({ tickets }: { tickets: TicketLink[] }) {
  const { t } = useTranslation('completion');
  return (
    <Box component="section" aria-labelledby="tickets-heading">
      <Typography id="tickets-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('ticket.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('ticket.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tickets.map((k) => (
          <Stack key={k.qrUrl} spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="door-ticket">
            <Typography sx={{ fontWeight: 700 }}>{k.name}</Typography>
            <Box component="img" src={k.qrUrl} alt={t('ticket.qrAlt', { name: k.name })} width={160} height={160} sx={{ bgcolor: '#fff' }} />
            <Button variant="outlined" href={k.pdfUrl} sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}>
              {t('ticket.download')}
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
                {` (${k.name})`}
              </Box>
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
