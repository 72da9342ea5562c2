import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { MONTHS } from '../../../shared/limits';
import { REVENUE_TEXT } from '../../../shared/messages';
import type { RevenueTrend } from '../../api/enhanced/billing';
import { TOKENS } from '../../themeTokens';
import { usd } from './money';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** "Nov 26": a month of the trend as the chart's axis shows it. */
const shortMonth = (m: { year: number; month: number }) => `${MONTHS[m.month - 1]!.slice(0, 3)} ${String(m.year).slice(2)}`;

/**
 * The dashboard's twelve-month revenue bars (chart.js, only in this lazily loaded chunk). The same
 * figures are listed for screen readers, as a chart's canvas says nothing.
 */
export default function RevenueTrendChart({ months }: { months: RevenueTrend['months'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map(shortMonth),
        datasets: [{ data: months.map((m) => m.total), backgroundColor: TOKENS.colorPrimary, borderRadius: 4, maxBarThickness: 40 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => usd(Number(item.raw)) } } },
        scales: { y: { beginAtZero: true, ticks: { callback: (v) => usd(Number(v)) } }, x: { grid: { display: false } } },
      },
    });
    return () => chart.destroy();
  }, [months]);
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{REVENUE_TEXT.trendTitle}</figcaption>
      <div style={{ position: 'relative', height: 220 }}>
        <canvas ref={canvas} role="img" aria-label={REVENUE_TEXT.trendTitle} />
      </div>
      <ul className="visually-hidden" style={VISUALLY_HIDDEN}>
        {months.map((m) => (
          <li key={`${m.year}-${m.month}`}>{REVENUE_TEXT.trendLabel(`${MONTHS[m.month - 1]} ${m.year}`, usd(m.total))}</li>
        ))}
      </ul>
    </figure>
  );
}
