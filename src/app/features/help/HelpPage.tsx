import { APP_TEXT, HELP_FAQ } from '../../../shared/messages';
import { FormTitle } from '../../components/PageTitle';
import { TOKENS } from '../../themeTokens';

// Plain markup (native details/summary instead of antd's Collapse): drivers open help on a phone
// from the public pages, and it keeps their first-load budget.
export default function HelpPage() {
  return (
    <>
      <FormTitle>{APP_TEXT.helpTitle}</FormTitle>
      <h2 style={{ fontSize: 20, margin: '0 0 12px' }}>{APP_TEXT.helpIntro}</h2>
      <div style={{ border: `1px solid ${TOKENS.colorBorder}`, borderRadius: 8, overflow: 'hidden' }}>
        {HELP_FAQ.map((item, i) => (
          <details key={item.question} open style={{ borderTop: i === 0 ? 0 : `1px solid ${TOKENS.colorBorder}` }}>
            {/* Plain text: the summary acts as a button, and a heading inside it is lost to screen readers. */}
            <summary style={{ padding: '14px 16px', fontWeight: 600, cursor: 'pointer', minHeight: 24, background: 'rgba(0,0,0,.02)' }}>
              {item.question}
            </summary>
            <p style={{ margin: 0, padding: '12px 16px 16px' }}>{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
