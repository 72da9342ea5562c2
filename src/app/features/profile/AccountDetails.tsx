import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../shared/limits';
import { APP_TEXT, AUTH_MESSAGES, emailChangedNotice, SERVER_MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { ROLE_LABELS } from '../../../shared/roles';
import { errorMessage, refusedField } from '../../api/errors';
import { useUpdateMeMutation } from '../../api/enhanced/users';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { PlainForm } from '../../components/PlainForm';
import { EmailField, TextField } from '../../components/TextField';
import { useFields } from '../../components/useFields';
import { useSubmission } from '../../components/useSubmission';
import { useAppDispatch } from '../../hooks';
import { TOKENS } from '../../themeTokens';
import { userProfileSaved, type AuthUser } from '../auth';

/** What is wrong with the entries, in the order they stand, or null. */
export function detailsProblem(name: string, email: string): string | null {
  if (name.trim() === '') return AUTH_MESSAGES.nameRequired;
  if (!isValidEmail(email.trim())) return AUTH_MESSAGES.emailInvalid;
  return null;
}

/**
 * /profile's name, email and role as text, with Edit details opening them as a form (PATCH
 * /users/update with only what changed). A new email takes effect at once; the address it replaces is
 * mailed a link to put it back, and the page says so.
 */
export function AccountDetails({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  // Keyboard and screen reader users stay where they were: on Name when the form opens, back on
  // Edit details when it closes (not thrown to the page's top).
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const rows: [string, string][] = [
    [APP_TEXT.name, user.name],
    [APP_TEXT.email, user.email],
    [APP_TEXT.role, ROLE_LABELS[user.role]],
  ];
  return (
    <section aria-labelledby="details-title">
      <Typography.Title level={2} id="details-title" style={{ fontSize: 20, marginTop: 0 }}>
        {AUTH_MESSAGES.detailsTitle}
      </Typography.Title>
      {editing ? (
        <DetailsForm
          user={user}
          onDone={(notice) => {
            setSaved(notice);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <>
          {saved && (
            <NoticeBox type="success" style={{ marginBottom: 16 }}>
              {saved}
            </NoticeBox>
          )}
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '12px 24px' }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt style={{ color: TOKENS.colorTextSecondary }}>{label}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
              </div>
            ))}
          </dl>
          <PlainButton
            ref={editButton}
            block
            style={{ marginTop: 20 }}
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {AUTH_MESSAGES.detailsEdit}
          </PlainButton>
        </>
      )}
    </section>
  );
}

function DetailsForm({ user, onDone, onCancel }: { user: AuthUser; onDone: (notice: string) => void; onCancel: () => void }) {
  const { values, bind } = useFields({ name: user.name, email: user.email });
  const { error, refuse, send } = useSubmission();
  const [update, { isLoading }] = useUpdateMeMutation();
  const dispatch = useAppDispatch();

  const onSubmit = () => {
    const problem = detailsProblem(values.name, values.email);
    if (problem) return refuse(problem);
    const name = values.name.trim();
    const email = values.email.trim();
    const body = { ...(name !== user.name && { name }), ...(email.toLowerCase() !== user.email.toLowerCase() && { email }) };
    if (Object.keys(body).length === 0) return onDone(AUTH_MESSAGES.detailsSaved);
    void send(
      async () => {
        const res = await update({ body }).unwrap();
        dispatch(userProfileSaved(res.data.user));
        onDone(body.email ? emailChangedNotice(user.email) : AUTH_MESSAGES.detailsSaved);
      },
      (err) => {
        const field = refusedField(err);
        if (field === 'email') return AUTH_MESSAGES.emailInvalid;
        if (field === 'name') return AUTH_MESSAGES.nameRequired;
        return errorMessage(err, SERVER_MESSAGES.serverError);
      },
    );
  };

  return (
    <PlainForm onSubmit={onSubmit} error={error} busy={isLoading} label={AUTH_MESSAGES.detailsTitle}>
      <TextField
        id="profile-name"
        required
        label={APP_TEXT.name}
        autoComplete="name"
        maxLength={LIMITS.nameMax}
        autoFocus
        {...bind('name')}
      />
      <EmailField id="profile-email" required {...bind('email')} />
      <PlainButton variant="primary" type="submit" block loading={isLoading}>
        {AUTH_MESSAGES.detailsSave}
      </PlainButton>
      <PlainButton block type="button" onClick={onCancel} disabled={isLoading} style={{ marginTop: 12 }}>
        {AUTH_MESSAGES.detailsCancel}
      </PlainButton>
    </PlainForm>
  );
}
