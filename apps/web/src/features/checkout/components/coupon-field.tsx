import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { useApplyCoupon, type CouponBody } from '../api/apply-coupon';

interface Props {
  /** Everything but the code: the registration and the current choices, so the summary matches. */
  request: Omit<CouponBody, 'code'>;
  applied: string | null;
  onApplied: (code: string | null) => void;
}

/** Spec section 4: a coupon is applied, or 'Invalid coupon code'. The server decides either way. */
export function CouponField({ request, applied, onApplied }: Props) {
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useApplyCoupon();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!code.trim()) return setError(t(CHECKOUT_MSG.invalidCoupon));
    try {
      const res = await mutation.mutateAsync({ ...request, code });
      onApplied(res.coupon.code);
      setCode('');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic'));
    }
  };

  if (applied) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Notice severity="success" role="status" sx={{ flex: 1 }}>
          {t('coupon.applied', { code: applied })}
        </Notice>
        <Button onClick={() => onApplied(null)}>{t('coupon.remove')}</Button>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('coupon.label')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          id="coupon-code"
          label={t('coupon.label')}
          optional
          name="coupon"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error ?? undefined}
          announceError
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
          sx={{ flex: 1 }}
        />
        {/* Level with the input: below the label's line (FieldLabel), as tall as the input. */}
        <Button type="submit" variant="outlined" disabled={mutation.isPending} sx={{ mt: 3.5, minHeight: 56 }}>
          {mutation.isPending ? t('coupon.applying') : t('coupon.apply')}
        </Button>
      </Stack>
    </Box>
  );
}
