import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * A native input styled like antd's large Input (CSS in public/index.html). antd's Input pulls in
 * its whole form library (~30 KB gzipped), too much for the login page's first-load budget.
 */
export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={className ? `p-input ${className}` : 'p-input'} {...props} />;
});
