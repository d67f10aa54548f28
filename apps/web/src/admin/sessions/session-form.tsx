import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
  type ToolbarProps,
} from 'react-admin';
import { MoneyInput } from './money-input';
import { PresenterAccountInput } from './presenter-account-input';
import { SelfServiceInputs } from './self-service-inputs';
import { toFormValues, validateSession } from './session-body';
import {
  AUDIENCE_CHOICES,
  COUNTRY_CHOICES,
  COURSE_TYPE_CHOICES,
  DELIVERY_METHOD_CHOICES,
  KIND_CHOICES,
  LANGUAGE_CHOICES,
  MODALITY_CHOICES,
  TIME_ZONE_CHOICES,
  VARIANT_CHOICES,
} from './session-choices';

const L = (field: string) => `admin-sessions:fields.${field}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 880, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`admin-sessions:sections.${title}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

/** The form of a new or existing session: course, date and place, seats and prices, CE credit, what registrants may do themselves. */
export function SessionForm({ toolbar }: { toolbar?: React.ReactElement<ToolbarProps> }) {
  const record = useRecordContext();
  const taken = Number(record?.seatsTaken ?? 0);
  const defaults = record ? toFormValues(record as { startsAt?: string; endsAt?: string; timeZone?: string }) : { startsLocal: '', endsLocal: '' };
  return (
    <SimpleForm validate={validateSession} noValidate toolbar={toolbar} defaultValues={{ ...defaults }} sanitizeEmptyValues={false}>
      <Section title="course">
        <TextInput source="titleEn" label={L('titleEn')} />
        <TextInput source="titleFr" label={L('titleFr')} />
        <SelectInput source="kind" label={L('kind')} choices={KIND_CHOICES} defaultValue="fundamentals" />
        <SelectInput source="courseType" label={L('courseType')} choices={COURSE_TYPE_CHOICES} defaultValue="live" />
        <SelectInput source="variant" label={L('variant')} choices={VARIANT_CHOICES} defaultValue="standard" />
        <SelectInput source="audience" label={L('audience')} choices={AUDIENCE_CHOICES} emptyText="—" />
        <PresenterAccountInput />
        <TextInput source="presenter" label={L('presenter')} defaultValue="" />
        <SelectInput source="language" label={L('language')} choices={LANGUAGE_CHOICES} defaultValue="en" />
      </Section>
      <Section title="when">
        <SelectInput source="modality" label={L('modality')} choices={MODALITY_CHOICES} defaultValue="in_person" />
        <AutocompleteInput source="timeZone" label={L('timeZone')} choices={TIME_ZONE_CHOICES} helperText="admin-sessions:hints.timeZone" defaultValue="America/New_York" />
        <FormDataConsumer>
          {({ formData }) =>
            formData.courseType === 'on_demand' ? null : (
              <>
                <TextInput source="startsLocal" label={L('startsLocal')} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
                <TextInput source="endsLocal" label={L('endsLocal')} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
                <NumberInput source="days" label={L('days')} min={1} max={30} defaultValue={1} />
              </>
            )
          }
        </FormDataConsumer>
        <FormDataConsumer>
          {({ formData }) =>
            formData.modality === 'virtual' ? (
              <TextInput source="meetingUrl" label={L('meetingUrl')} type="url" />
            ) : (
              <>
                <TextInput source="venue" label={L('venue')} />
                <TextInput source="address" label={L('address')} />
                <TextInput source="city" label={L('city')} />
                <TextInput source="state" label={L('state')} />
                <SelectInput source="country" label={L('country')} choices={COUNTRY_CHOICES} />
              </>
            )
          }
        </FormDataConsumer>
      </Section>
      <Section title="seats">
        <NumberInput
          source="seatsCapacity"
          label={L('seatsCapacity')}
          min={Math.max(1, taken)}
          helperText={taken > 0 ? <CapacityHint taken={taken} /> : undefined}
        />
        <NumberInput source="teamSeatAmount" label={L('teamSeatAmount')} min={0} defaultValue={0} />
        <MoneyInput source="feeUsdCents" label={L('feeUsd')} />
        <MoneyInput source="feeCadCents" label={L('feeCad')} />
      </Section>
      <Section title="credit">
        <NumberInput source="ceHours" label={L('ceHours')} step={0.5} min={0} helperText="admin-sessions:hints.ceHours" />
        <TextInput source="agdSubjectCode" label={L('agdSubjectCode')} />
        <SelectInput source="deliveryMethod" label={L('deliveryMethod')} choices={DELIVERY_METHOD_CHOICES} emptyText="—" helperText="admin-sessions:hints.deliveryMethod" />
      </Section>
      <Section title="selfService">
        <SelfServiceInputs />
      </Section>
    </SimpleForm>
  );
}

function CapacityHint({ taken }: { taken: number }) {
  const translate = useTranslate();
  return <>{translate('admin-sessions:hints.capacity', { taken })}</>;
}
