import { Box, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArtImage } from '../../../components/brand/art-image';
import { FormPageHeading } from '../../../components/form-page-heading';
import { PageTitle } from '../../../components/page-title';
import { BrochureBanner } from '../components/brochure-banner';

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
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px', lg: 'minmax(0, 760px) 380px' }, justifyContent: 'center', alignItems: 'start' }}>
      <PageTitle title={submitted ? t('contact.thanks.title') : t('contact.title')} />
      <Box>
        {submitted ? (
          <Suspense fallback={null}>
            <ContactThanks />
          </Suspense>
        ) : (
          <Stack spacing={4}>
            <FormPageHeading id="contact-title" title={t('contact.title')} intro={t('contact.intro')} />
            <Suspense fallback={<Box sx={{ minHeight: 480 }} />}>
              <ContactForm onSubmitted={() => setSubmitted(true)} />
            </Suspense>
          </Stack>
        )}
      </Box>
      <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 24 } }}>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
          <ArtImage name="support" priority sx={{ maxWidth: 300 }} />
        </Box>
        <BrochureBanner />
      </Stack>
    </Box>
  );
}
