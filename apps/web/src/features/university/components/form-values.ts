import type { UniversityForm } from '@portal/domain/university/schema';

/** Every field of the form as the inputs hold it: text, '' until answered. */
export type FieldName = keyof UniversityForm;
export type FormValues = Record<FieldName, string>;

export const EMPTY_FORM: FormValues = {
  clinId: '', dentalService: '', group: '', openAccount: '', first_name: '', last_name: '', phone: '',
  emailPermanent: '', university: '', universityOther: '', program: '', programDate: '', state: '', license: '',
  licenseNumber: '', npiNumber: '', startDate: '', officeName: '', address: '', city: '', practiceState: '', zip: '',
  website: '', practicePhone: '', fax: '',
};

export const isFieldName = (name: string): name is FieldName => name in EMPTY_FORM;
