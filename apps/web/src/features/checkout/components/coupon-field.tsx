import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_MSG } from '@portal/domain/checkout/messages';
import { FormTextField } from '../../../components/form/form-text-field';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { button } from '../../../styles/button.css';
import { useApplyCoupon, type CouponBody } from '../api/apply-coupon';
import * as css from './coupon-field.css';

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
      <div className={css.applied}>
        <Notice severity="success" role="status" className={css.appliedNotice}>
          {t('coupon.applied', { code: applied })}
        </Notice>
        <button type="button" className={button({ variant: 'text' })} onClick={() => onApplied(null)}>
          {t('coupon.remove')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t('coupon.label')}>
      <div className={css.row}>
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
          className={css.field}
        />
        <button type="submit" className={css.apply} disabled={mutation.isPending}>
          {mutation.isPending ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
    </form>
  );
}
