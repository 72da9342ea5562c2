import { Button, Form, Input, Modal, type InputRef } from 'antd';
import { useRef } from 'react';
import { LIMITS } from '../../../shared/limits';
import { AUTH_MESSAGES, TEAM_TEXT } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { focusWhenOpened } from '../../components/focusRecovery';
import { ScreenForm } from '../../components/ScreenForm';

export interface InviteValues {
  name?: string;
  email?: string;
}

export interface InviteDialogProps {
  open: boolean;
  sending: boolean;
  error: string | null;
  onSend: (values: { name: string; email: string }) => void;
  onRefuse: (message: string) => void;
  onClose: () => void;
}

/** SPEC /team: the Add Parking Enforcer dialog titled Team Invite (Member Name, Member Email, Send Invite → Loading...). */
export function InviteDialog({ open, sending, error, onSend, onRefuse, onClose }: InviteDialogProps) {
  const [form] = Form.useForm<InviteValues>();
  const nameField = useRef<InputRef>(null);
  const onFinish = (values: InviteValues) => {
    const name = (values.name ?? '').trim();
    const email = (values.email ?? '').trim();
    // SPEC section 5: name and email required, email of email type (the server checks the address).
    if (!name || !email) return onRefuse(TEAM_TEXT.inviteFieldsRequired);
    // The server's rule for an address, said before sending (its refusal would name the field).
    if (!isValidEmail(email)) return onRefuse(AUTH_MESSAGES.emailInvalid);
    onSend({ name, email });
  };
  return (
    <Modal
      title={TEAM_TEXT.inviteTitle}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      // Opens on Member Name, the first thing to type, not on the close button.
      afterOpenChange={(opened) => focusWhenOpened(opened, nameField.current?.input)}
    >
      {/* An edit answers the last refusal: it no longer stands beside fields that have changed. */}
      {/* noValidate: the address is checked by our rule and said in the dialog, not in the browser's own bubble. */}
      <ScreenForm<InviteValues>
        noValidate
        form={form}
        error={error}
        onFinish={onFinish}
        onValuesChange={() => error && onRefuse('')}
        disabled={sending}
      >
        <Form.Item label={TEAM_TEXT.memberName} name="name">
          <Input ref={nameField} maxLength={LIMITS.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={TEAM_TEXT.memberEmail} name="email">
          <Input type="email" maxLength={LIMITS.emailMax} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={sending}>
          {sending ? TEAM_TEXT.sending : TEAM_TEXT.sendInvite}
        </Button>
      </ScreenForm>
    </Modal>
  );
}
