import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ("Page | Brand"); tracking reads it for page_view. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const brand = t('common:brand');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
  return null;
}
