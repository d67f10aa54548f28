import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEAM_MEMBER_TYPES, type TeamMemberType } from '@portal/domain/registration/lists';
import type { RegistrationInput } from '@portal/domain/registration/schema';
import { Notice } from '../../../components/notice';
import { SelectInput, TextInput } from './form-fields';
import { FieldGrid } from '../../../components/form/field-grid';

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
    <Box component="section" aria-labelledby="section-team">
      <Typography id="section-team" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1 }}>
        {t('sections.team')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{cap > 0 ? t('help.team', { count: cap }) : t('help.teamNone')}</Typography>
      {fields.map((field, i) => (
        <Box key={field.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2.5 }, m: 0, mb: 2.5, minWidth: 0 }}>
          <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
            {t('team.member', { number: i + 1 })}
          </Typography>
          <FieldGrid>
            <SelectInput name={`teamMembers.${i}.type`} label={t('team.type')} options={types} />
            <TextInput name={`teamMembers.${i}.email`} label={t('team.email')} type="email" inputMode="email" autoComplete="off" />
            <TextInput name={`teamMembers.${i}.firstName`} label={t('team.firstName')} autoComplete="off" />
            <TextInput name={`teamMembers.${i}.lastName`} label={t('team.lastName')} autoComplete="off" />
          </FieldGrid>
          <Button
            variant="outlined"
            onClick={() => {
              remove(i);
              setSoldOut(false);
            }}
            sx={{ mt: 2, minHeight: 44 }}
          >
            {t('team.remove', { number: i + 1 })}
          </Button>
        </Box>
      ))}
      <Button variant="outlined" onClick={add} sx={{ minHeight: 48 }}>
        {t('team.add')}
      </Button>
      {soldOut && (
        <Notice severity="warning" sx={{ mt: 2 }}>
          {t('team.soldOut')}
        </Notice>
      )}
    </Box>
  );
}
