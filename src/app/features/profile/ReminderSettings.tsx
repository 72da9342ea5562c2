import { Alert, Select, Skeleton, Switch, Typography } from 'antd';
import { PlainButton } from '../../components/PlainButton';
import { useState } from 'react';
import { DEFAULTS, LIMITS } from '../../../shared/limits';
import { APP_TEXT, AUTH_MESSAGES, PARKING_TEXT, reminderMinutesChoice, SERVER_MESSAGES } from '../../../shared/messages';
import { useGetMeQuery, useUpdateMeMutation } from '../../api/enhanced/users';
import { useSubmission } from '../../components/useSubmission';
import { useAppDispatch } from '../../hooks';
import { TOKENS } from '../../themeTokens';
import { userProfileSaved } from '../auth';

export interface Reminders {
  remindersOn: boolean;
  reminderMinutes: number;
}

/** The lead times offered: the usual choices, plus the account's own if it set another one. */
function choices(current: number): number[] {
  const all = new Set<number>([...DEFAULTS.reminderChoices, current]);
  return [...all].filter((m) => m >= LIMITS.reminderMinutesMin && m <= LIMITS.reminderMinutesMax).sort((a, b) => a - b);
}

/** /profile's Reminders: whether a mail goes out before a booking ends, and how long before (GET /me, PATCH /users/update). */
export function ReminderSettings() {
  const { data, isError } = useGetMeQuery();
  const me = data?.data.user;
  return (
    <section aria-labelledby="reminders-title">
      <Typography.Title level={2} id="reminders-title" style={{ fontSize: 20, marginTop: 0 }}>
        {APP_TEXT.remindersTitle}
      </Typography.Title>
      {me ? (
        <ReminderForm saved={{ remindersOn: me.remindersOn, reminderMinutes: me.reminderMinutes }} />
      ) : isError ? (
        <Alert type="error" showIcon title={SERVER_MESSAGES.serverError} role="alert" />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      )}
    </section>
  );
}

function ReminderForm({ saved }: { saved: Reminders }) {
  const [values, setValues] = useState<Reminders>(saved);
  const [justSaved, setJustSaved] = useState(false);
  const { error, send } = useSubmission();
  const [update, { isLoading }] = useUpdateMeMutation();
  const dispatch = useAppDispatch();

  const change = (next: Partial<Reminders>) => {
    setJustSaved(false);
    setValues((v) => ({ ...v, ...next }));
  };
  const save = () =>
    send(async () => {
      setJustSaved(false);
      // Only the reminder fields: a name or email kept on this device may be older than the account's
      // (changed on another device), and sending it back would undo that change.
      const res = await update({ body: values }).unwrap();
      dispatch(userProfileSaved(res.data.user));
      setJustSaved(true);
    });

  return (
    <>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      {justSaved && <Alert type="success" showIcon title={AUTH_MESSAGES.remindersSaved} role="status" style={{ marginBottom: 16 }} />}
      {/* The label fills a 48 px row beside the 24 px switch: a thumb anywhere on it presses the switch. */}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Switch id="reminders-on" checked={values.remindersOn} disabled={isLoading} onChange={(on) => change({ remindersOn: on })} />
        <label
          htmlFor="reminders-on"
          style={{ flex: 1, display: 'flex', alignItems: 'center', minHeight: TOKENS.controlHeightLG, fontSize: 16, cursor: 'pointer' }}
        >
          {APP_TEXT.remindersSwitch}
        </label>
      </div>
      <label
        htmlFor="reminder-minutes"
        style={{ display: 'block', marginBottom: 6, color: values.remindersOn ? undefined : TOKENS.colorTextSecondary }}
      >
        {APP_TEXT.reminderLead}
      </label>
      <Select<number>
        id="reminder-minutes"
        size="large"
        style={{ width: '100%', maxWidth: 280 }}
        value={values.reminderMinutes}
        disabled={!values.remindersOn || isLoading}
        options={choices(values.reminderMinutes).map((m) => ({ value: m, label: reminderMinutesChoice(m) }))}
        onChange={(m) => change({ reminderMinutes: m })}
      />
      {/* The same button as the other cards of /profile (plain): one size of text down the page. */}
      <PlainButton variant="primary" block loading={isLoading} onClick={() => void save()} style={{ marginTop: 20 }}>
        {PARKING_TEXT.save}
      </PlainButton>
    </>
  );
}
