import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * A button in the antd theme's look without antd: the driver pages (/locations, the booking flow)
 * must stay inside their first-load budget, and antd's Button with its ConfigProvider costs ~50 KB
 * gzipped. The styles are injected once, the first time a plain button renders; their colours are
 * the theme's CSS variables (themeCss.ts).
 */
const CSS = `
.p-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:0 18px;
font:inherit;font-size:16px;line-height:1.2;border-radius:8px;border:1px solid var(--color-border);background:#fff;color:rgba(0,0,0,.88);
cursor:pointer;text-decoration:none;transition:background .2s,border-color .2s,color .2s;-webkit-tap-highlight-color:transparent;text-align:center}
.p-btn:focus-visible{outline:2px solid var(--color-primary);outline-offset:2px}
.p-btn-primary{background:var(--color-primary);border-color:var(--color-primary);color:#fff}
.p-btn-link{border-color:transparent;background:transparent;color:var(--color-primary);padding:0 6px}
.p-btn-danger{color:var(--color-error)}
.p-btn-danger:not(.p-btn-link){border-color:var(--color-error)}
.p-btn-primary.p-btn-danger{background:var(--color-error);border-color:var(--color-error);color:#fff}
.p-btn-block{display:flex;width:100%}
.p-btn:disabled,.p-btn[aria-disabled=true]{cursor:not-allowed;opacity:.55}
.p-btn-primary:not(.p-btn-danger):disabled{background:var(--color-primary);border-color:var(--color-primary);color:#fff}
@media (hover:hover){.p-btn:hover{border-color:var(--color-primary-hover);color:var(--color-primary);text-decoration:none}.p-btn-primary:hover{background:var(--color-primary-hover);border-color:var(--color-primary-hover);color:#fff}.p-btn-link:hover{border-color:transparent;background:transparent;text-decoration:underline}.p-btn-danger:hover{color:#a8071a;border-color:#a8071a}.p-btn-primary.p-btn-danger:hover{background:#a8071a;border-color:#a8071a;color:#fff}}
.p-spin{width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:p-spin .8s linear infinite}
@keyframes p-spin{to{transform:rotate(360deg)}}
`;
let injected = false;
function injectStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const el = document.createElement('style');
  el.setAttribute('data-plain-button', '');
  el.textContent = CSS;
  document.head.appendChild(el);
}

export type PlainButtonVariant = 'primary' | 'default' | 'link';

function classes(variant: PlainButtonVariant, block?: boolean, danger?: boolean, extra?: string): string {
  return ['p-btn', variant !== 'default' && `p-btn-${variant}`, block && 'p-btn-block', danger && 'p-btn-danger', extra]
    .filter(Boolean)
    .join(' ');
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: PlainButtonVariant;
  block?: boolean;
  danger?: boolean;
  loading?: boolean;
  children?: ReactNode;
}

export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant = 'default', block, danger, loading, disabled, className, type = 'button', children, onClick, ...rest },
  ref,
) {
  injectStyles();
  const busy = Boolean(loading);
  return (
    // While busy the button refuses presses but is not `disabled`: a disabled button drops the
    // focus to the page's top (a keyboard user pressing Pay or Log In starts over from there). A
    // prevented click also stops the form's implicit submission (Enter in a field), so one press
    // still sends one request.
    <button
      ref={ref}
      type={type}
      className={classes(variant, block, danger, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      {...rest}
      onClick={(e) => {
        if (busy) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {loading && <span className="p-spin" aria-hidden="true" />}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: PlainButtonVariant;
  block?: boolean;
  /**
   * Announced as a button (and found as one), for what SPEC calls a button ("an Add Member button
   * to /members/add"); still a link underneath: its address shows, it opens in a new tab, and Space
   * presses it as it does a button.
   */
  asButton?: boolean;
}

/** A router link that looks like a button (no button nested in a link); with `asButton`, one in role too. */
export function ButtonLink({ variant = 'default', block, className, asButton, onKeyDown, ...rest }: ButtonLinkProps) {
  injectStyles();
  return (
    <Link
      className={classes(variant, block, false, className)}
      {...(asButton ? { role: 'button' } : {})}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (asButton && e.key === ' ' && !e.defaultPrevented) {
          e.preventDefault();
          e.currentTarget.click();
        }
      }}
      {...rest}
    />
  );
}
