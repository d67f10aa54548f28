/** The contact form's values (contact-form.tsx), apart so its sections do not import the form that holds them. */
export type ContactFormValues = {
  firstName: string; lastName: string; email: string; phone: string; country: string; state: string; city: string; zip: string;
  howCanWeHelp: string; professionalCategory: string; professionalSubCategory: string; marketingConsent: boolean; website: string;
};
