import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtImage } from '../../../components/brand/art-image';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import { BrochureBanner } from '../components/brochure-banner';
import { columns } from '../../../components/brand/form-page-layout.css';
import * as css from './contact-us-page.css';

// The form (its code, the schema, the phone library) loads after the page's first paint.
const ContactForm = lazy(() => import('../components/contact-form').then((m) => ({ default: m.ContactForm })));
const ContactThanks = lazy(() => import('../components/contact-thanks').then((m) => ({ default: m.ContactThanks })));

/**
 * The portal's own contact-us lead form for prospective providers (spec sections 2-4): the form,
 * then the thank-you state; the brochure banner stays beside it. (The header's 'Contact us' goes
 * to the external marketing site.)
 */
export function ContactUsPage() {
  const { t } = useTranslation('leads');
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className={columns({ side: 'brochure' })}>
      <PageTitle title={submitted ? t('contact.thanks.title') : t('contact.title')} />
      <div>
        {submitted ? (
          <Suspense fallback={null}>
            <ContactThanks />
          </Suspense>
        ) : (
          <div className={css.main}>
            <FormPageHeading id="contact-title" title={t('contact.title')} intro={t('contact.intro')} />
            <Suspense fallback={<div className={css.formPlaceholder} />}>
              <ContactForm onSubmitted={() => setSubmitted(true)} />
            </Suspense>
          </div>
        )}
      </div>
      <div className={css.aside}>
        <div className={css.art}>
          <ArtImage name="support" priority maxWidth={300} />
        </div>
        <BrochureBanner />
      </div>
    </div>
  );
}
