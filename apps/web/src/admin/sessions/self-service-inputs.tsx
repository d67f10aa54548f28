import { DEARER_MOVES, DEFAULT_DEARER_MOVES, DEFAULT_POLICY, type SelfServicePolicy } from '@portal/domain/my-registration/policy';
import { FormDataConsumer, Labeled, NumberInput, RadioButtonGroupInput, useRecordContext, useTranslate } from 'react-admin';

/**
 * The session's self-service policy (issue 42): what its registrants may do on their own page.
 * Each field left empty keeps the domain's default, which its hint names; the shared session
 * schema checks the values with the domain's rule (isValidPolicy) before they are sent.
 */
const LIVE: (keyof SelfServicePolicy)[] = ['fullRefundHoursBefore', 'lateRefundPercent', 'changesHoursBefore'];
const ON_DEMAND: (keyof SelfServicePolicy)[] = ['onDemandRefundDays'];
const keysOf = (courseType: unknown) => (courseType === 'on_demand' ? ON_DEMAND : LIVE);

/** A registrant's move to a dearer session (issue 50): they pay the difference on their page, or it is refused. */
const DEARER_CHOICES = DEARER_MOVES.map((id) => ({ id, name: `admin-sessions:dearerMoves.${id}` }));

function DefaultHint({ field }: { field: keyof SelfServicePolicy }) {
  const translate = useTranslate();
  return <>{translate(`admin-sessions:hints.${field}`, { value: DEFAULT_POLICY[field] })}</>;
}

/** The form's inputs: a live session's cut-offs and late share, or an on-demand course's refund window. */
export function SelfServiceInputs() {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <>
          {keysOf(formData.courseType).map((field) => (
            <NumberInput
              key={field}
              source={field}
              label={`admin-sessions:fields.${field}`}
              min={0}
              step={1}
              helperText={<DefaultHint field={field} />}
            />
          ))}
          {formData.courseType === 'on_demand' ? null : (
            // Unset reads as the default (pay); staff pick one of the two, never an empty value.
            <RadioButtonGroupInput
              source="dearerMoves"
              label="admin-sessions:fields.dearerMoves"
              choices={DEARER_CHOICES}
              format={(v: unknown) => v ?? DEFAULT_DEARER_MOVES}
              helperText="admin-sessions:hints.dearerMoves"
            />
          )}
        </>
      )}
    </FormDataConsumer>
  );
}

/** The same values as text, for roles that only read sessions: the default where none was set. */
export function SelfServiceShow() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {keysOf(record.courseType).map((field) => (
        <Labeled key={field} label={`admin-sessions:fields.${field}`}>
          <span>{record[field] ?? DEFAULT_POLICY[field]}</span>
        </Labeled>
      ))}
      {record.courseType === 'on_demand' ? null : (
        <Labeled label="admin-sessions:fields.dearerMoves">
          <span>{translate(`admin-sessions:dearerMoves.${record.dearerMoves ?? DEFAULT_DEARER_MOVES}`)}</span>
        </Labeled>
      )}
    </>
  );
}
