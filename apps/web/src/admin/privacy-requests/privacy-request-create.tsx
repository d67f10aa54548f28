import { Box, Typography } from '@mui/material';
import { Create, DateTimeInput, RadioButtonGroupInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { LOCALES } from '@portal/domain/locale/locales';
import { adminPrivacyRequestCreateSchema } from '@portal/domain/privacy/request-api';
import { T } from './deadline-chip';
import { KIND_CHOICES } from './privacy-request-list';

type Values = { kind?: string; email?: string; locale?: string; details?: string; receivedAt?: Date | string | null };
const LOCALE_CHOICES = LOCALES.map((id) => ({ id, name: T(`locales.${id}`) }));

/** A date the picker could not read goes as typed, so the schema names the field. */
const isoOrAsTyped = (v: Date | string) => (Number.isNaN(new Date(v).getTime()) ? String(v) : new Date(v).toISOString());

/** What the admin API takes; an empty date means 'now' (the server's clock). */
const toBody = (v: Values) => ({
  kind: v.kind,
  email: (v.email ?? '').trim(),
  locale: v.locale,
  details: (v.details ?? '').trim(),
  ...(v.receivedAt ? { receivedAt: isoOrAsTyped(v.receivedAt) } : {}),
});

/** The shared schema checks first for instant feedback; the server checks again and its messages land under the same fields. */
function validate(values: Values): Record<string, string> {
  const parsed = adminPrivacyRequestCreateSchema.safeParse(toBody(values));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse());
}

/** Staff log a request that came by mail or phone, once they have checked who is asking; the deadline counts from its receipt. */
export function PrivacyRequestCreate() {
  const translate = useTranslate();
  return (
    <Create title={T('createHeading')} transform={toBody} redirect="show">
      <SimpleForm validate={validate} noValidate defaultValues={{ locale: 'en' }}>
        <Box sx={{ width: '100%', maxWidth: 640 }}>
          <Typography sx={{ mb: 2 }}>{translate(T('createIntro'))}</Typography>
          <RadioButtonGroupInput source="kind" label={T('fields.kind')} choices={KIND_CHOICES} />
          <TextInput source="email" type="email" label={T('fields.email')} fullWidth autoComplete="off" />
          <SelectInput source="locale" label={T('fields.locale')} helperText={T('hints.locale')} choices={LOCALE_CHOICES} />
          <TextInput source="details" label={T('fields.details')} helperText={T('hints.details')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <DateTimeInput source="receivedAt" label={T('fields.receivedAt')} helperText={T('hints.receivedAt')} />
        </Box>
      </SimpleForm>
    </Create>
  );
}
