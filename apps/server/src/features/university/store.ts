import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Locale } from '@portal/domain/locale/locales';
import type { UniversityForm } from '@portal/domain/university/schema';
import { universitySubmissions } from '../../db/schema/university';

/** Empty answers (questions not asked, optional fields left blank) are stored as null. */
const orNull = (value: string) => (value === '' ? null : value);

export async function insertSubmission(db: NodePgDatabase, id: string, locale: Locale, form: UniversityForm): Promise<void> {
  await db.insert(universitySubmissions).values({
    id,
    locale,
    clinId: orNull(form.clinId),
    dentalService: form.dentalService === 'yes',
    groupName: orNull(form.group),
    openAccount: form.openAccount === 'yes',
    firstName: form.first_name,
    lastName: form.last_name,
    phone: form.phone,
    emailPermanent: form.emailPermanent,
    university: form.university,
    universityOther: orNull(form.universityOther),
    program: form.program,
    programDate: form.programDate,
    state: form.state,
    license: form.license === 'yes',
    licenseNumber: orNull(form.licenseNumber),
    npiNumber: orNull(form.npiNumber),
    startDate: orNull(form.startDate),
    officeName: orNull(form.officeName),
    address: orNull(form.address),
    city: orNull(form.city),
    practiceState: orNull(form.practiceState),
    zip: orNull(form.zip),
    website: orNull(form.website),
    practicePhone: orNull(form.practicePhone),
    fax: orNull(form.fax),
  });
}
