import { Result } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from './PlainButton';

export interface ActionResultProps {
  status: 'success' | 'info' | '404';
  title: ReactNode;
  subTitle?: ReactNode;
  /** Where the one action leads, and what it says. */
  to: string;
  action: string;
}

/** A whole-page outcome (done, not found, not available yet) with the one way on from it. */
export function ActionResult({ status, title, subTitle, to, action }: ActionResultProps) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <ButtonLink variant="primary" to={to}>
          {action}
        </ButtonLink>
      }
    />
  );
}
