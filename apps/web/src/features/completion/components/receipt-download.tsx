import { useTranslation } from 'react-i18next';
import { button } from '../../../styles/button.css';
import * as panel from './panel.css';

/** The payment receipt's PDF (the same file as the confirmation e-mail's attachment). */
export function ReceiptDownload({ receipt }: { receipt: { number: string; path: string } }) {
  const { t } = useTranslation('completion');
  return (
    <section aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className={panel.heading}>
        {t('receipt.title')}
      </h2>
      <p className={panel.text}>{t('receipt.text', { number: receipt.number })}</p>
      <a href={receipt.path} download={`receipt-${receipt.number}.pdf`} className={button({ variant: 'outlined' })}>
        {t('receipt.download')}
      </a>
    </section>
  );
}
