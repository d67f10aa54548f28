import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOGO_MARK, LOGO_MARK_WHITE } from '@portal/domain/site/art';

/**
 * The logo mark and the wordmark, linking home. The mark is an image file (public/art/brand), not
 * JavaScript; below md the wordmark gives way to the call to action and the link keeps its name.
 */
export function BrandLogo({ inverse = false, wordmarkFrom = 'md' }: { inverse?: boolean; wordmarkFrom?: 'xs' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('brand')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: inverse ? '#ffffff' : 'text.primary', minWidth: 0 }}
    >
      <img src={inverse ? LOGO_MARK_WHITE : LOGO_MARK} width={36} height={36} alt="" />
      <Box
        component="span"
        sx={{
          display: { xs: wordmarkFrom === 'xs' ? 'inline' : 'none', md: 'inline' },
          fontWeight: 800,
          fontSize: '1.05rem',
          lineHeight: 1.15,
          letterSpacing: '-0.01em',
          maxWidth: 190,
        }}
      >
        {t('brand')}
      </Box>
    </Box>
  );
}
