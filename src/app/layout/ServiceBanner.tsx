import { useCallback, useEffect, useRef } from 'react';
import { APP_TEXT } from '../../shared/messages';
import { baseApi, TAG_TYPES } from '../api/baseApi';
import { selectServiceProblem, serviceAnswered } from '../api/serviceStatus';
import { PlainButton } from '../components/PlainButton';
import { useAppDispatch, useAppSelector } from '../hooks';

/** How often the banner asks whether the service is back (a driver should not have to reload). */
export const SERVICE_RETRY_MS = 5_000;

/**
 * While the API cannot be reached (no signal, or the server's database is down: a 503), every page
 * says so in words over the top of the screen, asks /api/v1/health by itself every few seconds and when the phone
 * comes back online, and once the service answers, clears the banner and refetches what the page
 * shows. Plain markup: it is part of every public page's first load.
 *
 * It lies over the top of the screen (the header), out of the page's flow: appearing or going away
 * moves nothing a driver is about to tap. In the flow at the top it pushed a phone page down by two
 * lines; at the bottom, a page scrolled to its end (Continue to Payment) moved up by its height as
 * the signal came and went, under a second tap. Above antd's dialogs, so Try again stays reachable.
 */
export function ServiceBanner() {
  const problem = useAppSelector(selectServiceProblem);
  const dispatch = useAppDispatch();
  const checking = useRef(false);
  const check = useCallback(async () => {
    if (checking.current) return;
    checking.current = true;
    try {
      const res = await fetch('/api/v1/health', { cache: 'no-store' });
      if (res.ok) {
        dispatch(serviceAnswered());
        dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
      }
    } catch {
      // still unreachable: the banner stays and the next tick asks again
    } finally {
      checking.current = false;
    }
  }, [dispatch]);
  useEffect(() => {
    if (!problem) return;
    const timer = setInterval(() => void check(), SERVICE_RETRY_MS);
    const online = () => void check();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [problem, check]);
  if (!problem) return null;
  return (
    <div
      role="alert"
      data-testid="service-banner"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 2000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: 'calc(6px + env(safe-area-inset-top)) 12px 6px 16px',
        background: '#fff7e6',
        borderBottom: '1px solid #ffd591',
        boxShadow: '0 2px 8px rgba(0,0,0,.12)',
        color: 'rgba(0,0,0,.88)',
        fontSize: 15,
        lineHeight: 1.4,
      }}
    >
      <span style={{ flex: '0 1 auto', minWidth: 0 }}>{problem}</span>
      <PlainButton variant="link" onClick={() => void check()} style={{ flex: 'none', minHeight: 44, minWidth: 88 }}>
        {APP_TEXT.tryAgain}
      </PlainButton>
    </div>
  );
}
