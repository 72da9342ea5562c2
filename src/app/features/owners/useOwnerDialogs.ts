import { noAnswer } from '../../api/errors';
import { dialogTitle } from '../../components/DialogTitle';
import { App } from 'antd';
import { createElement, Fragment, useCallback } from 'react';
import { OWNER_CONSOLE_TEXT, OWNERS_MESSAGES } from '../../../shared/messages';

export interface ConfirmedDelete {
  /** The confirmation's text under "Are you sure?". */
  content?: string;
  /** A line of its own under it: what else the delete does (a membership of every location ends at each). */
  also?: string | undefined;
  /** The dialog once the server agreed ("Poof! ..."). */
  done: string;
  /** Sends the delete (optimistic: the item is gone from the list as soon as this starts). */
  remove: () => Promise<unknown>;
}

/** The owners' dialogs: the spec's delete ("Are you sure?", then the "Poof!" dialog, or "Oops!" when the server refuses), and "Oops!" alone. */
export function useOwnerDialogs() {
  const { modal } = App.useApp();
  /** "Oops!"; for a call that got no answer, that it may have been saved (the list shows whether). */
  const oops = useCallback(
    (err?: unknown) => {
      const content = err !== undefined && noAnswer(err) ? OWNERS_MESSAGES.oopsNoAnswer : OWNERS_MESSAGES.oopsBody;
      modal.error({ title: dialogTitle(OWNERS_MESSAGES.oopsTitle), content });
    },
    [modal],
  );
  const confirmDelete = useCallback(
    ({ content, also, done, remove }: ConfirmedDelete) => {
      modal.confirm({
        title: dialogTitle(OWNERS_MESSAGES.confirmTitle),
        content: also
          ? createElement(
              Fragment,
              null,
              createElement('p', { style: { margin: 0 } }, content),
              createElement('p', { style: { margin: '8px 0 0' } }, also),
            )
          : content,
        okText: OWNER_CONSOLE_TEXT.delete,
        okButtonProps: { danger: true },
        cancelText: OWNER_CONSOLE_TEXT.cancel,
        // Destructive: the dialog opens on Cancel, so Enter alone deletes nothing.
        focusable: { autoFocusButton: 'cancel' },
        // Closes at once: the list has already dropped the item; the outcome comes as its own dialog.
        onOk: () => {
          remove().then(
            () => {
              modal.success({ title: dialogTitle(done) });
            },
            () => oops(),
          );
        },
      });
    },
    [modal, oops],
  );
  return { confirmDelete, oops };
}
