import { REPORTS_TEXT, WEEKDAYS_SHORT } from '../../../shared/messages';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';
import { TOKENS } from '../../themeTokens';

export interface HeatMapProps {
  /** Sessions per weekday (0 = Sunday) and hour: 7 rows of 24. */
  grid: readonly (readonly number[])[];
  /** The same for the period before, for each cell's comparison and a shared colour scale. */
  before: readonly (readonly number[])[];
  title: string;
}

const HOURS = Array.from({ length: 24 }, (_v, h) => h);

/** One weekday × hour grid; darker is busier, on one scale for both periods so they compare at a glance. */
export function HeatMap({ grid, before, title }: HeatMapProps) {
  const max = Math.max(1, ...grid.flat(), ...before.flat());
  // An empty grid looked like one that failed to draw: said in words.
  const none = grid.flat().every((n) => n === 0);
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 6 }}>{title}</figcaption>
      {none && <p style={{ margin: '0 0 6px', color: TOKENS.colorTextSecondary }}>{REPORTS_TEXT.noSessions}</p>}
      <div style={{ overflowX: 'auto' }}>
        <table role="grid" aria-label={title} style={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 11 }}>
          <thead>
            <tr>
              {/* Every header names its column to a screen reader; the eye gets every third hour. */}
              <th>
                <span style={VISUALLY_HIDDEN}>{REPORTS_TEXT.weekday}</span>
              </th>
              {HOURS.map((h) => (
                <th key={h} scope="col" style={{ fontWeight: 400, color: TOKENS.colorTextSecondary, width: 18 }}>
                  {h % 3 === 0 ? h : <span style={VISUALLY_HIDDEN}>{h}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS_SHORT.map((day, d) => (
              <tr key={day}>
                <th scope="row" style={{ fontWeight: 400, color: TOKENS.colorTextSecondary, paddingRight: 4, textAlign: 'left' }}>
                  {day}
                </th>
                {HOURS.map((h) => {
                  const n = grid[d]?.[h] ?? 0;
                  const label = REPORTS_TEXT.heatCell(day, h, n, before[d]?.[h] ?? 0);
                  return (
                    <td
                      key={h}
                      title={label}
                      aria-label={label}
                      style={{
                        width: 18,
                        height: 18,
                        borderRadius: 3,
                        background: n === 0 ? TOKENS.colorBgLayout : `rgba(21, 88, 214, ${0.15 + 0.85 * (n / max)})`,
                      }}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
