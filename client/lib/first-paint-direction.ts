import { directionOf } from '../../core/i18n/locales';
import { initialLocale } from './locale-choice';

/**
 * `app.html`'s one classic script (decision 495), run in the page's head before its body is parsed:
 * `<html lang dir>` as the app will set them (decision 360: the language chosen on this device, else
 * the browser's), so the first paint — the frame in the page's root — is drawn right to left in
 * Arabic from the start, and nothing moves when the app sets them again. The build bundles this file
 * on its own (`firstPaintDirection` in vite.config.ts): it is these few lines and the language
 * choice's own code, never a copy of it.
 */
const locale = initialLocale();
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);
