import { Collapse, Typography } from 'antd';
import { APP_TEXT, HELP_FAQ } from '../../../shared/messages';

export default function HelpPage() {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {APP_TEXT.helpTitle}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {APP_TEXT.helpIntro}
      </Typography.Title>
      <Collapse
        size="large"
        defaultActiveKey={HELP_FAQ.map((_, i) => String(i))}
        items={HELP_FAQ.map((item, i) => ({
          key: String(i),
          // Plain text: the header is a button, and a heading inside a button is lost to screen readers.
          label: <span style={{ fontWeight: 600 }}>{item.question}</span>,
          children: <p style={{ margin: 0 }}>{item.answer}</p>,
        }))}
      />
    </>
  );
}
