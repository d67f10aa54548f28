import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ALL_GRANTED, ALL_REFUSED } from '@portal/domain/privacy/consent';
import { PRIVACY_PATH } from '@portal/domain/privacy/paths';
import { HydratedButton } from '../form/hydrated-button';
import { useSaveConsent } from './use-save-consent';

/**
 * The first-visit question, fixed at the bottom of the screen: fixed, it moves none of the page's
 * content (no layout shift), and the spacer the host puts after the footer (its height reported
 * by `onHeight`) lets the page scroll its last buttons above it, so it never blocks them. Accept
 * and refuse look the same: refusing is as easy as accepting. Not a modal: the page stays usable.
 */
export function ConsentBanner({ onChoose, onDecided, onHeight }: { onChoose: (opener: HTMLElement) => void; onDecided: () => void; onHeight: (px: number) => void }) {
  const { t } = useTranslation();
  const save = useSaveConsent(onDecided);
  const ref = useBannerHeight(onHeight);
  const busy = save.isPending;
  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      sx={{
        // Above the page and its header (app bar 1100), below the menu's drawer (1200) and dialogs.
        position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1150, bgcolor: 'background.paper',
        borderTop: '1px solid', borderColor: 'divider', boxShadow: '0 -6px 24px rgba(16, 42, 67, 0.16)', py: { xs: 1.5, md: 2 },
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1.25, md: 3 }, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="consent-title" component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.25 }}>
            {t('consent.title')}
          </Typography>
          <Typography id="consent-text" variant="body2" sx={{ fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
            {t('consent.text')}{' '}
            <Link component={RouterLink} to={PRIVACY_PATH}>{t('consent.policyLink')}</Link>
          </Typography>
          {save.error && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
              {save.error.message}
            </Typography>
          )}
        </Box>
        {/* The three choices wrap onto two lines on a narrow phone (in French they are wider than 380 px
            side by side) rather than widen the page, which a phone then shows zoomed out. */}
        <Stack direction="row" useFlexGap sx={{ flexShrink: 0, flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1, '& > *': { flex: { xs: '1 1 auto', md: 'none' }, whiteSpace: 'nowrap' } }}>
          <HydratedButton variant="contained" disabled={busy} onClick={() => save.mutate(ALL_GRANTED)}>
            {t('consent.acceptAll')}
          </HydratedButton>
          <HydratedButton variant="contained" disabled={busy} onClick={() => save.mutate(ALL_REFUSED)}>
            {t('consent.refuseAll')}
          </HydratedButton>
          <HydratedButton variant="outlined" disabled={busy} aria-haspopup="dialog" onClick={(e) => onChoose(e.currentTarget)}>
            {t('consent.choose')}
          </HydratedButton>
        </Stack>
      </Container>
    </Box>
  );
}

/** Reports the banner's height as it changes (text wraps differently per width and language). */
function useBannerHeight(onHeight: (px: number) => void): Ref<HTMLElement> {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => onHeight(el.offsetHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      onHeight(0);
    };
  }, [onHeight]);
  return ref;
}
