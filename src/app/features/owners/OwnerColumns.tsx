import type { ReactNode } from 'react';

const H2 = { fontSize: 18, margin: '0 0 12px' } as const;

/**
 * A screen's add form beside its list at a desk (the form narrow, on the left), stacked on a phone;
 * each under its h2, which names it (a label of the section as well made "Add Validation Code" one
 * of several things labelled Code).
 */
export function OwnerColumns({
  formTitle,
  form,
  listTitle,
  list,
}: {
  formTitle: string;
  form: ReactNode;
  listTitle: string;
  list: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, alignItems: 'flex-start' }}>
      <section style={{ flex: '1 1 300px', maxWidth: 420, minWidth: 0 }}>
        <h2 style={H2}>{formTitle}</h2>
        {form}
      </section>
      <section style={{ flex: '999 1 480px', minWidth: 0 }}>
        <h2 style={H2}>{listTitle}</h2>
        {list}
      </section>
    </div>
  );
}
