import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { APP_TEXT, AUTH_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages';
import { addressErrorMessage, refusedAsMalformed } from '../../api/errors';
import { useUndoEmailChangeMutation } from '../../api/enhanced/users';
import { NoticeBox } from '../../components/NoticeBox';
import { FormTitle } from '../../components/PageTitle';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { useSubmission } from '../../components/useSubmission';

export interface EmailUndoViewProps {
  /** The request is under way. */
  sending: boolean;
  /** The server's answer once the address is back, else null. */
  undone: string | null;
  /** Why the last try failed, else null. */
  error: string | null;
  /** The link cannot work any more (used, expired, unknown): no button to press again. */
  linkDead: boolean;
  onUndo: () => void;
}

const gap = { marginTop: 12 };

/** What /email-undo/:token shows, without the network (its stories show each state). */
export function EmailUndoView({ sending, undone, error, linkDead, onUndo }: EmailUndoViewProps) {
  if (undone) {
    return (
      <>
        <FormTitle>{AUTH_MESSAGES.emailUndoTitle}</FormTitle>
        <NoticeBox type="success">{undone}</NoticeBox>
        <ButtonLink variant="primary" block to="/forgot-password">
          {APP_TEXT.forgotTitle}
        </ButtonLink>
        <ButtonLink block to="/login" style={gap}>
          {APP_TEXT.goToLogin}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <FormTitle>{AUTH_MESSAGES.emailUndoTitle}</FormTitle>
      {!linkDead && <p>{AUTH_MESSAGES.emailUndoIntro}</p>}
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {linkDead ? (
        <ButtonLink variant="primary" block to="/login">
          {APP_TEXT.goToLogin}
        </ButtonLink>
      ) : (
        <PlainButton variant="primary" block loading={sending} onClick={onUndo}>
          {AUTH_MESSAGES.emailUndoButton}
        </PlainButton>
      )}
    </>
  );
}

/**
 * /email-undo/:token, opened from the mail sent to the address an account had before its email was
 * changed: one button puts that address back (POST /users/email-undo/{token}). Plain markup: the
 * link is usually opened on a phone.
 */
export default function EmailUndoPage() {
  const { token = '' } = useParams();
  const [undo, { isLoading, data }] = useUndoEmailChangeMutation();
  const { error, done, send } = useSubmission();
  const [linkDead, setLinkDead] = useState(false);

  const onUndo = () =>
    void send(
      () => undo({ token }).unwrap(),
      (err) => {
        // A 400 is the link itself (used, expired, unknown, cut short): pressing again cannot help.
        setLinkDead(refusedAsMalformed(err));
        return addressErrorMessage(err, AUTH_MESSAGES.emailUndoInvalid, SERVER_MESSAGES.serverError);
      },
    );

  return (
    <EmailUndoView
      sending={isLoading}
      undone={done ? (data?.message ?? AUTH_MESSAGES.emailUndone) : null}
      // An address without its token (/email-undo, a cut link) is a dead link from the start.
      error={token ? error : AUTH_MESSAGES.emailUndoInvalid}
      linkDead={linkDead || !token}
      onUndo={onUndo}
    />
  );
}
