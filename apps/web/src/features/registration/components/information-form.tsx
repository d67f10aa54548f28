import { useMemo, useRef } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CourseType, Modality, Variant } from '@portal/domain/course/course';
import type { Locale } from '@portal/domain/locale/locales';
import type { Registration, RegistrationInput } from '@portal/domain/registration/schema';
import { REGISTRATION_COMPLETE_CODE } from '@portal/domain/registration/complete';
import { stepsFor } from '@portal/domain/registration/status';
import { PATHS, stepPath } from '@portal/domain/site/paths';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-client';
import { useRegister } from '../api/post-register';
import { DsoCodeField } from './dso-code-field';
import { idOf, useErrorText } from './form-fields';
import { ErrorSummary } from '../../../components/form/error-summary';
import { AddressSection, AttendanceSection, ContactSection, LicenseSection } from './form-sections';
import { TeamMembersSection } from './team-members-section';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { HydratedButton } from '../../../components/form/hydrated-button';
import * as css from './information-form.css';

export interface CourseContext {
  campaignId: string;
  variant: Variant;
  courseType: CourseType;
  modality: Modality;
  teamSeats: number;
  /** The seat offered from the waiting list (?hold=), used by this registration. */
  holdToken?: string;
}

const emptyForm = (campaignId: string, locale: Locale): RegistrationInput => ({
  campaignId, firstName: '', lastName: '', email: '', phone: '', practiceName: '', role: '', specialty: '',
  address1: '', address2: '', city: '', country: locale === 'en' ? 'US' : 'CA', state: '', postalCode: '',
  licenseNumber: '', licenseState: '', npiNumber: '', agdNumber: '', hotelNeeded: undefined, dietaryRestrictions: '', dsoCode: '', teamMembers: [],
});

/**
 * The information step: validated in the browser with the server's own schema (for the
 * offering's variant, course type, modality and the user's locale); the server's field errors are
 * shown beside the same fields. Success goes to the step the server recorded.
 */
export function InformationForm({ course, locale, onSoldOut }: { course: CourseContext; locale: Locale; onSoldOut: () => void }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      schemaResolver<RegistrationInput, Registration>(() =>
        import('@portal/domain/registration/schema').then((m) =>
          m.registrationSchema({ variant: course.variant, courseType: course.courseType, modality: course.modality, locale }),
        ),
      ),
    [course.variant, course.courseType, course.modality, locale],
  );
  const form = useForm<RegistrationInput, unknown, Registration>({
    resolver,
    defaultValues: emptyForm(course.campaignId, locale),
    // onBlur, not onTouched: with onTouched, adding a team member validates its empty row at once.
    mode: 'onBlur',
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const errorText = useErrorText();
  const register = useRegister();
  const errorRef = useRef<HTMLDivElement>(null);
  const inPerson = course.courseType === 'live' && course.modality === 'in_person';

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(course.holdToken ? { ...values, holdToken: course.holdToken } : values, {
      onSuccess: (res) => navigate(stepPath(res.id, res.step)),
      onError: (err) => {
        if (err instanceof ApiError && err.code === REGISTRATION_COMPLETE_CODE) return void navigate(PATHS.registrationComplete);
        const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
        fields.forEach(([name, message]) => form.setError(name as FieldPath<RegistrationInput>, { type: 'server', message }));
        if (!fields.length) requestAnimationFrame(() => errorRef.current?.focus());
        if (err instanceof ApiError && err.status === 409) onSoldOut();
      },
    }),
  );

  /** A field's label, as the summary's link text; a team member's fields say whose. */
  const labelOf = (name: string) => {
    const team = /^teamMembers\.(\d+)\.(\w+)$/.exec(name);
    return team ? `${t('team.member', { number: Number(team[1]) + 1 })}, ${t(`team.${team[2]}`)}` : t(`fields.${name}`);
  };

  const serverError = register.error && !(register.error instanceof ApiError && Object.keys(register.error.fields).length) ? register.error.message : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-describedby="registration-required-note" className={css.form}>
        <HydratedFieldset>
          <div className={css.parts}>
            <ErrorSummary idOf={idOf} labelOf={labelOf} errorText={errorText} />
            <p id="registration-required-note" className={css.note}>
              {t('required')}
            </p>
            <ContactSection variant={course.variant} locale={locale} />
            <AddressSection locale={locale} />
            <LicenseSection locale={locale} />
            {inPerson && <AttendanceSection />}
            <TeamMembersSection cap={course.teamSeats} />
            <DsoCodeField />
            <div>
              {serverError && (
                <Notice severity="error" ref={errorRef} tabIndex={-1} className={css.serverError}>
                  {serverError}
                </Notice>
              )}
              {/* Server-rendered: until the app has adopted the form, a native submit would send the fields as a GET. */}
              <HydratedButton type="submit" variant="contained" size="large" disabled={register.isPending || register.isSuccess} className={css.submit}>
                {register.isPending ? t('submitting') : t(`submit.${stepsFor(course.courseType)[1] === 'checkout' ? 'checkout' : 'objectives'}`)}
              </HydratedButton>
            </div>
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
