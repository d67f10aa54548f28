import { useTranslation } from 'react-i18next';
import { button } from '../../../styles/button.css';
import { visuallyHidden } from '../../../styles/layout.css';
import * as panel from './panel.css';
import * as css from './ticket-list.css';

export interface TicketLink {
  name: string;
  qrUrl: string;
  pdfUrl: string;
}

/** A live session's door tickets: each person's QR code to show at the door and its PDF (the e-mail carries the same). */
export function TicketList({ tickets }: { tickets: TicketLink[] }) {
  const { t } = useTranslation('completion');
  return (
    <section aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" className={panel.heading}>
        {t('ticket.heading')}
      </h2>
      <p className={css.intro}>{t('ticket.text')}</p>
      <div className={css.tickets}>
        {tickets.map((k) => (
          <div key={k.qrUrl} className={css.ticket} data-testid="door-ticket">
            <p className={css.name}>{k.name}</p>
            <img src={k.qrUrl} alt={t('ticket.qrAlt', { name: k.name })} width={160} height={160} className={css.code} />
            <a href={k.pdfUrl} className={button({ variant: 'outlined' })}>
              {t('ticket.download')}
              <span className={visuallyHidden}>{` (${k.name})`}</span>
            </a>
          </div>
        ))}
      </div>
    </section>
  );
}
