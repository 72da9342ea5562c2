/** The contact form. */
export const CONTACT_MESSAGES = {
  // Contact
  contactFieldsRequired: 'Please complete all fields on the form',
  contactFailed: 'Unable to send email',
  contactThanks: 'Thank you for reaching out! We received your message and will get back to you soon.',
} as const;

/** The email support receives for each contact-form message (line breaks in the name would break the header). */
export const contactEmail = (name: string, email: string, message: string) => ({
  subject: `Contact form: ${name.replace(/[\r\n]+/g, ' ')}`,
  text: `From: ${name} <${email}>\n\n${message}\n`,
});
