import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The payment receipt's PDF (the same file as the confirmation e-mail's attachment). */
export function ReceiptDownload({ receipt }: { receipt: { number: string; path: string } }) {
  const { t } = useTranslation('completion');
  return (
    <Box component="section" aria-labelledby="receipt-heading">
      <Typography id="receipt-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('receipt.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('receipt.text', { number: receipt.number })}</Typography>
      <Button variant="outlined" href={receipt.path} download={`receipt-${receipt.number}.pdf`} sx={{ color: 'primary.dark', borderColor: 'primary.dark' }}>
        {t('receipt.download')}
      </Button>
    </Box>
  );
}
