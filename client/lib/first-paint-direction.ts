import { directionOf, formattingLocale } from '../../core/i18n/locales';
import { initialLocale } from './locale-choice';

/**
 * `app.html`'s direction script (decision 495), inline in the page's head (545) and run before its
 * body is parsed: `<html lang dir>` as the app will set them (decision 360: the language chosen on this device, else
 * the browser's), so the first paint — the frame in the page's root — is drawn right to left in
 * Arabic from the start, and nothing moves when the app sets them again. The build bundles this file
 * on its own (`firstPaintDirection` in vite.config.ts): it is these few lines and the language
 * choice's own code, never a copy of it.
 */
const locale = initialLocale();
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);

/**
 * The page's first date and number formatters, made while the page waits for its stylesheet and its
 * code (decision 548). A page's first `Intl` object loads the locale's data and the device's time zone:
 * 60–160 ms at 4× CPU whichever comes first, then 0–4 ms each. Made later, it was a long task of its
 * own after the first render (the time zone check) or a part of the render's; here, in the network's
 * wait, it costs no one anything. The locale is the one the app's formatters use (`intlLocale`).
 */
setTimeout(() => {
  try {
    const formatting = formattingLocale(locale, navigator.language || undefined);
    new Intl.DateTimeFormat(formatting).resolvedOptions();
    new Intl.NumberFormat(formatting).resolvedOptions();
  } catch {
    // A browser without one of them: the app's own formatters say so where they are used.
  }
}, 0);
