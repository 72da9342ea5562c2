import { Children, type ReactNode } from 'react';

/** One column on a phone, more on a wide screen. */
export function LocationList({ children }: { children: ReactNode }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 12,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
