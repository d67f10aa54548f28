import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBER_TYPES, type TeamMemberType } from '@portal/domain/registration/lists';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { Notice } from '../../../components/notice';
import { SelectInput, TextInput } from './form-fields';
import { FieldGrid } from '../../../components/form/field-grid';
import { button } from '../../../styles/button.css';
import * as css from './team-members-section.css';

/**
 * Team members who attend with the doctor: rows added and removed freely up to the offering's
 * team seats (`cap`, from the availability call); one more shows the sold-out text instead.
 */
export function TeamMembersSection({ cap }: { cap: number }) {
  const { t } = useTranslation('registration');
  const { control } = useFormContext<RegistrationInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'teamMembers' });
  const [soldOut, setSoldOut] = useState(false);
  const types = TEAM_MEMBER_TYPES.map((type) => ({ value: type, label: t(`teamTypes.${type}`) }));

  const add = () => {
    if (fields.length >= cap) {
      setSoldOut(true);
      return;
    }
    setSoldOut(false);
    // Empty until chosen: the schema then answers 'All fields are required' for it.
    append({ type: '' as TeamMemberType, email: '', firstName: '', lastName: '' }, { shouldFocus: true });
  };

  return (
    <section aria-labelledby="section-team">
      <h2 id="section-team" className={css.title}>
        {t('sections.team')}
      </h2>
      <p className={css.lead}>{cap > 0 ? t('help.team', { count: cap }) : t('help.teamNone')}</p>
      {fields.map((field, i) => (
        <fieldset key={field.id} className={css.member}>
          <legend className={css.legend}>{t('team.member', { number: i + 1 })}</legend>
          <FieldGrid>
            <SelectInput name={`teamMembers.${i}.type`} label={t('team.type')} options={types} />
            <TextInput name={`teamMembers.${i}.email`} label={t('team.email')} type="email" inputMode="email" autoComplete="off" />
            <TextInput name={`teamMembers.${i}.firstName`} label={t('team.firstName')} autoComplete="off" />
            <TextInput name={`teamMembers.${i}.lastName`} label={t('team.lastName')} autoComplete="off" />
          </FieldGrid>
          <button
            type="button"
            className={`${button({ variant: 'outlined' })} ${css.remove}`}
            onClick={() => {
              remove(i);
              setSoldOut(false);
            }}
          >
            {t('team.remove', { number: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" className={`${button({ variant: 'outlined' })} ${css.add}`} onClick={add}>
        {t('team.add')}
      </button>
      {soldOut && (
        <Notice severity="warning" className={css.soldOut}>
          {t('team.soldOut')}
        </Notice>
      )}
    </section>
  );
}
