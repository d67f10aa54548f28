import { useMemo } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TeamRequest } from '@portal/domain/my-registration/actions';
import type { MyRegistrationView } from '@portal/domain/my-registration/views';
import { TEAM_MEMBER_TYPES } from '@portal/domain/registration/lists';
import { ErrorSummary } from '../../../components/form/error-summary';
import { useFieldErrorText } from '../../../components/form/field-error-text';
import { FieldGrid } from '../../../components/form/field-grid';
import { FormTextField } from '../../../components/form/form-text-field';
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { button } from '../../../styles/button.css';
import { useChangeTeam } from '../api/change-team';
import * as css from './team-form.css';

const NS = 'my-registration-page';
type Member = { type: string; email: string; firstName: string; lastName: string };
type Values = { teamMembers: Member[] };
const FIELDS = ['email', 'firstName', 'lastName'] as const;
const idOf = (name: string) => `team-${name.replace(/\./g, '-')}`;

/**
 * The team as it should be: each member's role, e-mail and name replaced in place, and new members
 * added up to what the registration may hold now (actions.maxTeamMembers); a member already saved
 * is replaced, not removed. Checked in the browser with the server's TeamRequestSchema; the
 * server's field errors (teamMembers.1.email) show under their fields.
 */
export function TeamForm({ registration: r, token, onDone }: { registration: MyRegistrationView; token: string; onDone: (message: string) => void }) {
  const { t } = useTranslation(NS);
  const saved = r.teamMembers.length;
  const max = r.actions.maxTeamMembers;
  const resolver = useMemo(() => schemaResolver<Values, TeamRequest>(() => import('@portal/domain/my-registration/actions').then((m) => m.TeamRequestSchema)), []);
  const form = useForm<Values, unknown, TeamRequest>({
    resolver,
    defaultValues: { teamMembers: r.teamMembers.map(({ type, email, firstName, lastName }) => ({ type, email, firstName, lastName })) },
    mode: 'onBlur',
    shouldFocusError: false,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'teamMembers' });
  const errorText = useFieldErrorText(NS);
  const change = useChangeTeam(token, useLocale());
  const types = TEAM_MEMBER_TYPES.map((type) => ({ value: type, label: t(`team.types.${type}`) }));

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (view) => {
        form.reset({ teamMembers: view.teamMembers.map(({ type, email, firstName, lastName }) => ({ type, email, firstName, lastName })) });
        onDone(t('teamEdit.done'));
      },
      onError: (err) => {
        const errors = err instanceof ApiError ? Object.entries(err.fields) : [];
        errors.forEach(([name, message]) => form.setError(name as FieldPath<Values>, { type: 'server', message }));
      },
    }),
  );
  const labelOf = (name: string) => {
    const m = /^teamMembers\.(\d+)\.(\w+)$/.exec(name);
    return m ? `${t('teamEdit.member', { number: Number(m[1]) + 1 })}, ${t(`teamEdit.${m[2]}`)}` : t('team.title');
  };
  const serverError = change.error && !(change.error instanceof ApiError && Object.keys(change.error.fields).length) ? change.error.message : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-busy={change.isPending} aria-label={t('teamEdit.open')}>
        <HydratedFieldset>
          <div className={css.parts}>
            <ErrorSummary idOf={idOf} labelOf={labelOf} errorText={errorText} />
            <p className={css.lead}>{t('teamEdit.text', { count: max })}</p>
            {fields.map((field, i) => (
              <fieldset key={field.id} className={css.member}>
                <legend className={css.legend}>{t('teamEdit.member', { number: i + 1 })}</legend>
                <FieldGrid gap={2}>
                  <SelectField id={idOf(`teamMembers.${i}.type`)} name={`teamMembers.${i}.type`} label={t('teamEdit.type')} placeholder={t('teamEdit.choose')} options={types} errorText={errorText} />
                  {FIELDS.map((f) => (
                    <Controller
                      key={f}
                      name={`teamMembers.${i}.${f}`}
                      control={form.control}
                      render={({ field: input, fieldState }) => (
                        <FormTextField
                          id={idOf(input.name)}
                          name={input.name}
                          value={input.value}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          inputRef={input.ref}
                          type={f === 'email' ? 'email' : 'text'}
                          label={t(`teamEdit.${f}`)}
                          autoComplete="off"
                          error={errorText(fieldState.error)}
                          slotProps={{ htmlInput: { inputMode: f === 'email' ? 'email' : undefined, maxLength: f === 'email' ? 254 : 100 } }}
                        />
                      )}
                    />
                  ))}
                </FieldGrid>
                {i >= saved && (
                  <button type="button" className={`${button({ variant: 'text' })} ${css.remove}`} onClick={() => remove(i)}>
                    {t('teamEdit.remove', { number: i + 1 })}
                  </button>
                )}
              </fieldset>
            ))}
            {fields.length < max ? (
              <button type="button" className={`${button({ variant: 'outlined' })} ${css.add}`} onClick={() => append({ type: '', email: '', firstName: '', lastName: '' }, { shouldFocus: true })}>
                {t('teamEdit.add')}
              </button>
            ) : (
              <p className={css.lead}>{t('teamEdit.full')}</p>
            )}
            <SubmitRow busy={change.isPending} label={t('teamEdit.save')} busyLabel={t('teamEdit.saving')} message={serverError} />
          </div>
        </HydratedFieldset>
      </form>
    </FormProvider>
  );
}
