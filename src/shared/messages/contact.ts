/** The contact form. */
export const CONTACT_MESSAGES = {
  // Contact
  contactFieldsRequired: 'Please complete all fields on the form',
  contactFailed: 'Unable to send email',
  contactThanks: 'Thank you for reaching out! We received your message and will get back to you soon.',
  // /contact/welcome
  // The same answer whether or not the address has an account, or was welcomed today: the call
  // must not tell a stranger who has an account here.
  welcomeSent: 'If this address has an account, a welcome email is on its way.',
} as const;

/** The email support receives for each contact-form message (line breaks in the name would break the header). */
export const contactEmail = (name: string, email: string, message: string) => ({
  subject: `Contact form: ${name.replace(/[\r\n]+/g, ' ')}`,
  text: `From: ${name} <${email}>\n\n${message}\n`,
});

/**
 * The welcome email of a new account: what the product does, where to start. Addressed with the
 * account's own name: the caller's text never reaches the mail, so the call cannot carry spam.
 */
export const welcomeEmail = (name: string, publicUrl: string, ownsLots = false) => ({
  subject: 'Welcome to Parking',
  text:
    `Hello ${name.replace(/[\r\n]+/g, ' ')},\n\n` +
    // A lot owner's first steps are its lots, not a driver's booking.
    (ownsLots
      ? `Welcome to Parking. Start by adding your first location and its zones:\n\n${publicUrl}/locations/add\n\n` +
        `Your revenue, codes, members, events and team are on your dashboard: ${publicUrl}/dashboard\n\n`
      : `Welcome to Parking. Find a lot near you, see the full price and pay from your phone:\n\n` +
        `${publicUrl}/locations\n\nYour bookings and receipts are under My Bookings: ${publicUrl}/bookings\n\n`) +
    `Questions? Write to us at ${publicUrl}/contact-us\n`,
});
