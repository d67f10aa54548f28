import { FunctionField, Labeled, SelectField, Show, SimpleShowLayout, TextField, useRecordContext, type RaRecord } from 'react-admin';
import { money } from '../registrations/registration-format';
import { SelfServiceShow } from './self-service-inputs';
import { SessionStatusBar } from './session-edit';
import { Seats } from './session-list';
import { formatInZone } from './session-time';
import { AUDIENCE_CHOICES, COURSE_TYPE_CHOICES, DELIVERY_METHOD_CHOICES, KIND_CHOICES, LANGUAGE_CHOICES, MODALITY_CHOICES, VARIANT_CHOICES } from './session-choices';

const L = (field: string) => `admin-sessions:fields.${field}`;
const when = (r: RaRecord, at: 'startsAt' | 'endsAt') => (r[at] ? formatInZone(r[at], r.timeZone) : '—');

/**
 * A session as roles that may not change it see it (viewers, educators): the same facts as the
 * form, as text, with the status bar (its actions follow the role: the roster only, for them).
 */
export function SessionShow() {
  return (
    <Show title="admin-sessions:editHeading" actions={<SessionStatusBar />}>
      <SimpleShowLayout>
        <TextField source="titleEn" label={L('titleEn')} />
        <TextField source="titleFr" label={L('titleFr')} />
        <SelectField source="kind" label={L('kind')} choices={KIND_CHOICES} />
        <SelectField source="courseType" label={L('courseType')} choices={COURSE_TYPE_CHOICES} />
        <SelectField source="variant" label={L('variant')} choices={VARIANT_CHOICES} />
        <SelectField source="audience" label={L('audience')} choices={AUDIENCE_CHOICES} emptyText="—" />
        <TextField source="presenter" label={L('presenter')} emptyText="—" />
        <SelectField source="language" label={L('language')} choices={LANGUAGE_CHOICES} />
        <SelectField source="modality" label={L('modality')} choices={MODALITY_CHOICES} />
        <TextField source="timeZone" label={L('timeZone')} />
        <FunctionField label={L('startsLocal')} render={(r: RaRecord) => when(r, 'startsAt')} />
        <FunctionField label={L('endsLocal')} render={(r: RaRecord) => when(r, 'endsAt')} />
        <Place />
        <FunctionField label={L('seats')} render={(r: RaRecord) => <Seats session={r} />} />
        <TextField source="teamSeatAmount" label={L('teamSeatAmount')} />
        <FunctionField label={L('feeUsd')} render={(r: RaRecord) => money(r.feeUsdCents, 'USD')} />
        <FunctionField label={L('feeCad')} render={(r: RaRecord) => money(r.feeCadCents, 'CAD')} />
        <TextField source="ceHours" label={L('ceHours')} emptyText="—" />
        <TextField source="agdSubjectCode" label={L('agdSubjectCode')} emptyText="—" />
        <SelectField source="deliveryMethod" label={L('deliveryMethod')} choices={DELIVERY_METHOD_CHOICES} emptyText="—" />
        <SelfServiceShow />
      </SimpleShowLayout>
    </Show>
  );
}

/** The meeting link of a virtual session, the venue of one in person. */
function Place() {
  const record = useRecordContext();
  if (!record) return null;
  if (record.modality === 'virtual') {
    return (
      <Labeled label={L('meetingUrl')}>
        <TextField source="meetingUrl" emptyText="—" />
      </Labeled>
    );
  }
  const place = [record.venue, record.address, record.city, record.state, record.country].filter(Boolean).join(', ');
  return (
    <Labeled label={L('venue')}>
      <span>{place || '—'}</span>
    </Labeled>
  );
}
