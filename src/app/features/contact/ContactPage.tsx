import { LIMITS } from '../../../shared/limits';
import { APP_TEXT, CONTACT_MESSAGES } from '../../../shared/messages';
import { useContactUsMutation } from '../../api/enhanced/contact';
import { NoticeBox } from '../../components/NoticeBox';
import { FormTitle } from '../../components/PageTitle';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { EmailField, TextAreaField, TextField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

// Plain markup: drivers reach it from the public pages on a phone, within the driver pages' budget.
export default function ContactPage() {
  const [contactUs, { isLoading }] = useContactUsMutation();
  const { error, done: sent, refuse, send } = useSubmission();
  const user = useAppSelector(selectCurrentUser);
  // A signed-in driver is not asked to type who they are again (both fields stay editable).
  const { values, bind } = useFields({ name: user?.name ?? '', email: user?.email ?? '', message: '' });
  const onSubmit = async () => {
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    if (!name || !email || !message) return refuse(CONTACT_MESSAGES.contactFieldsRequired);
    await send(
      () => contactUs({ body: { name, email, message } }).unwrap(),
      () => CONTACT_MESSAGES.contactFailed,
    );
  };

  return (
    <>
      <FormTitle>{APP_TEXT.contactTitle}</FormTitle>
      {sent ? (
        // SPEC section 4: after sending, a thank-you message replaces the form.
        <NoticeBox type="success">{CONTACT_MESSAGES.contactThanks}</NoticeBox>
      ) : (
        <>
          <p>{APP_TEXT.contactIntro}</p>
          <PlainForm onSubmit={onSubmit} error={error} busy={isLoading}>
            <TextField id="contact-name" required label={APP_TEXT.name} autoComplete="name" maxLength={LIMITS.nameMax} {...bind('name')} />
            <EmailField id="contact-email" required {...bind('email')} />
            <TextAreaField id="contact-message" required label={APP_TEXT.message} maxLength={LIMITS.messageMax} {...bind('message')} />
            <PlainButton variant="primary" type="submit" block loading={isLoading}>
              {APP_TEXT.send}
            </PlainButton>
          </PlainForm>
        </>
      )}
    </>
  );
}
