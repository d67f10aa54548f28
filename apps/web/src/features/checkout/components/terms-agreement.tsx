import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutForm, CheckoutFormInput } from '@portal/domain/checkout/form';
import { formatDate } from '@portal/domain/locale/format';
import type { Terms } from '@portal/domain/marketing/terms';
import { CheckBox } from '../../../components/check-box';
import { useLocale } from '../../../lib/locale';
import { checkoutFieldId } from './billing-fields';

/** The agreement (required) and the terms themselves from GET /api/tc/, shown on demand. */
export function TermsAgreement({ control, terms, disabled }: { control: Control<CheckoutFormInput, unknown, CheckoutForm>; terms: Terms | undefined; disabled: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button aria-expanded={open} aria-controls="terms-text" onClick={() => setOpen((o) => !o)} sx={{ px: 0, mb: 1 }}>
        {open ? t('terms.hide') : t('terms.show')}
      </Button>
      {open && (
        <Box
          id="terms-text"
          role="region"
          aria-label={terms?.title ?? t('terms.show')}
          tabIndex={0}
          sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
        >
          {!terms ? (
            <Typography>{t('terms.loading')}</Typography>
          ) : (
            <>
              <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                {terms.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('terms.effective', { date: formatDate(terms.effectiveDate, locale) })}
              </Typography>
              <Typography sx={{ mb: 1 }}>{terms.intro}</Typography>
              {terms.sections.map((s) => (
                <Box key={s.id} sx={{ mb: 1.5 }}>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {s.heading}
                  </Typography>
                  {s.body.map((p, i) => (
                    <Typography key={i} variant="body2" sx={{ mb: 0.75 }}>
                      {p}
                    </Typography>
                  ))}
                </Box>
              ))}
            </>
          )}
        </Box>
      )}
      <Controller
        name="termsAccepted"
        control={control}
        render={({ field, fieldState }) => (
          <CheckBox
            id={checkoutFieldId('termsAccepted')}
            name="termsAccepted"
            label={t('terms.agree')}
            checked={Boolean(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            error={fieldState.error?.message && t(fieldState.error.message)}
          />
        )}
      />
    </Box>
  );
}
