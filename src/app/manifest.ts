/**
 * Links the web app manifest. webpack emits public/manifest.json as a hashed asset because of
 * the `new URL(..., import.meta.url)` form, so no copy step is needed in the build config.
 */
export function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = new URL('../../public/manifest.json', import.meta.url).href;
  document.head.appendChild(link);
}
