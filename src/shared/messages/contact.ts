/** The contact form. */
export const CONTACT_MESSAGES = {
  // Contact
  contactFieldsRequired: 'Please complete all fields on the form',
  contactFailed: 'Unable to send email',
  contactThanks: 'Thank you for reaching out! We received your message and will get back to you soon.',
} as const;
