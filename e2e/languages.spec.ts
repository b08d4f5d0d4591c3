import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  authHeaders,
  expect,
  expectNoA11yViolations,
  newUser,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';
import { expectNoHorizontalOverflow } from './no-overflow';

/**
 * Languages (decisions 360–364): the language chosen in Profile is kept on the account and shown at
 * once; every translated screen in each language at 390 px, Arabic right to left at 320 px, and the
 * pseudo-locale (longer, accented text) through the phone widths. Screenshots go to /tmp/shots/languages.
 */
const SHOTS = '/tmp/shots/languages';

interface Words {
  locale: string;
  /** The headings of the account security, reminders and quick check-in screens. */
  screens: { security: string; reminders: string; quick: string };
  name: string;
  profile: string;
  account: string;
  journal: string;
  notFound: string;
  signIn: string;
  welcomeBack: string;
  createAccount: string;
  forgotten: string;
  landing: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'de',
    screens: { security: 'Passwort & Geräte', reminders: 'Erinnerungen', quick: 'Schneller Check-in' },
    name: 'Deutsch',
    profile: 'Profil',
    account: 'Konto',
    journal: 'Tagebuch',
    notFound: 'Seite nicht gefunden',
    signIn: 'Anmelden',
    welcomeBack: 'Willkommen zurück',
    createAccount: 'Konto erstellen',
    forgotten: 'Passwort vergessen?',
    landing: 'Ein freundlicherer Weg, bei dir selbst nachzuspüren',
  },
  {
    locale: 'es',
    screens: { security: 'Contraseña y dispositivos', reminders: 'Recordatorios', quick: 'Registro rápido' },
    name: 'Español',
    profile: 'Perfil',
    account: 'Cuenta',
    journal: 'Diario',
    notFound: 'Página no encontrada',
    signIn: 'Iniciar sesión',
    welcomeBack: 'Hola de nuevo',
    createAccount: 'Crea tu cuenta',
    forgotten: '¿Olvidaste tu contraseña?',
    landing: 'Una forma más amable de conectar contigo',
  },
  {
    locale: 'fr',
    screens: { security: 'Mot de passe et appareils', reminders: 'Rappels', quick: 'Point rapide' },
    name: 'Français',
    profile: 'Profil',
    account: 'Compte',
    journal: 'Journal',
    notFound: 'Page introuvable',
    signIn: 'Se connecter',
    welcomeBack: 'Bon retour',
    createAccount: 'Créez votre compte',
    forgotten: 'Mot de passe oublié ?',
    landing: 'Une façon plus douce de faire le point avec vous-même',
  },
  {
    locale: 'pl',
    screens: { security: 'Hasło i urządzenia', reminders: 'Przypomnienia', quick: 'Szybki check-in' },
    name: 'Polski',
    profile: 'Profil',
    account: 'Konto',
    journal: 'Dziennik',
    notFound: 'Nie znaleziono strony',
    signIn: 'Zaloguj się',
    welcomeBack: 'Witaj ponownie',
    createAccount: 'Utwórz konto',
    forgotten: 'Nie pamiętasz hasła?',
    landing: 'Łagodniejszy sposób, by zajrzeć w siebie',
  },
  {
    locale: 'ar',
    screens: { security: 'كلمة المرور والأجهزة', reminders: 'التذكيرات', quick: 'تسجيل سريع' },
    name: 'العربية',
    profile: 'الملف الشخصي',
    account: 'الحساب',
    journal: 'اليوميات',
    notFound: 'الصفحة غير موجودة',
    signIn: 'تسجيل الدخول',
    welcomeBack: 'مرحبًا بعودتك',
    createAccount: 'أنشئ حسابك',
    forgotten: 'هل نسيت كلمة المرور؟',
    landing: 'طريقة ألطف لتتفقّد نفسك',
  },
];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Signs out from Profile, leaving the device in the language last chosen. */
async function signOut(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
}

for (const words of LANGUAGES) {
  test(`Profile switches to ${words.name}: the app shell, Profile and the signed-out screens follow (390 px)`, async ({
    page,
    request,
  }) => {
    const user = await newUser(page, request, '/profile');
    await expect(heading(page, 'Profile')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Language', { exact: true }).selectOption(words.locale);
    await expect(heading(page, words.profile)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', words.locale);
    await expect(page.locator('html')).toHaveAttribute('dir', words.locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 2, name: words.account })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: words.journal })).toBeVisible();
    await shot(page, `${words.locale}-profile`);

    // Kept on the account: the API says so, and a fresh device opens in it after signing in.
    const me = await request.get('/api/user', { headers: authHeaders(user.sessionId) });
    expect(((await me.json()) as { locale: string }).locale).toBe(words.locale);

    await page.goto('/no-such-page');
    await expect(heading(page, words.notFound)).toBeVisible();
    await shot(page, `${words.locale}-not-found`);

    // The other translated screens, each in the chosen language.
    await page.goto('/journal');
    await expect(heading(page, words.journal)).toBeVisible();
    await shot(page, `${words.locale}-journal`);
    for (const [path, name] of [
      ['/account-security', words.screens.security],
      ['/reminders', words.screens.reminders],
      ['/quick-checkin', words.screens.quick],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      await shot(page, `${words.locale}${path.replace('/', '-')}`);
    }

    await page.goto('/profile');
    await expect(heading(page, words.profile)).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('tend.locale'));
    await page.reload();
    // The device forgot it; the account did not.
    await expect(heading(page, words.profile)).toBeVisible();
  });
}

test('the signed-out screens open in the language chosen last on this device', async ({ page, request }) => {
  for (const words of LANGUAGES) {
    await page.goto('/login');
    await page.evaluate((locale) => localStorage.setItem('tend.locale', locale), words.locale);
    await page.reload();
    await expect(heading(page, words.welcomeBack)).toBeVisible();
    await expect(page.getByRole('button', { name: words.signIn, exact: true })).toBeVisible();
    await shot(page, `${words.locale}-login`);
    await page.goto('/signup');
    await expect(heading(page, words.createAccount)).toBeVisible();
    await shot(page, `${words.locale}-signup`);
    await page.goto('/forgot-password');
    await expect(heading(page, words.forgotten)).toBeVisible();
    await page.goto('/');
    await expect(heading(page, words.landing)).toBeVisible();
    await expectNoHorizontalOverflow(page, `${words.locale} landing`);
    await shot(page, `${words.locale}-landing`);
  }
  // A field error from the server comes back in the app's language (decision 363).
  await page.evaluate(() => localStorage.setItem('tend.locale', 'de'));
  await page.goto('/login');
  const existing = await signUpViaApi(request);
  await page.getByLabel('E-Mail').fill(existing.email);
  await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch').first()).toBeVisible();
});

test('the browser’s language is the default before any choice', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(heading(page, 'Bon retour')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test('Arabic at 320 px: right to left, nothing wider than the phone, axe clean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const user = await signUpViaApi(request, { name: 'Wolfeschlegelsteinhausenbergerdorff' });
  await request.patch('/api/user', { headers: authHeaders(user.sessionId), data: { locale: 'ar' } });
  await page.goto('/privacy-policy');
  await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
  await page.goto('/profile');
  await expect(heading(page, 'الملف الشخصي')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Mirrored: the chevrons of the rows sit at the left edge, the labels at the right.
  const row = page.getByRole('link', { name: 'تعديل الملف الشخصي' });
  const box = await row.boundingBox();
  const label = await row.getByText('تعديل الملف الشخصي').boundingBox();
  expect(box && label && label.x + label.width > box.x + box.width / 2).toBe(true);
  await expectNoHorizontalOverflow(page, 'ar /profile');
  await expectNoA11yViolations(page);
  await shot(page, 'ar-320-profile');
  for (const path of ['/journal', '/account-security', '/reminders', '/quick-checkin']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoHorizontalOverflow(page, `ar ${path}`);
    await expectNoA11yViolations(page);
    await shot(page, `ar-320${path.replace('/', '-')}`);
  }
  // The slider runs right to left: its track fills from the right, and the left arrow raises it.
  const slider = page.getByRole('slider');
  const before = Number(await slider.getAttribute('aria-valuenow'));
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).not.toHaveAttribute('aria-valuenow', String(before));
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  const track = await page.locator('[data-orientation="horizontal"] > span > span').first().boundingBox();
  const bar = await page.locator('[data-orientation="horizontal"] > span').first().boundingBox();
  expect(track && bar && Math.abs(track.x + track.width - (bar.x + bar.width)) < 2).toBe(true);
  await page.goto('/no-such-page');
  await expect(heading(page, 'الصفحة غير موجودة')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'ar 404');
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await page.goto('/profile');
  await signOut(page, /تسجيل الخروج/);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoHorizontalOverflow(page, `ar ${path}`);
    await expectNoA11yViolations(page);
    await shot(page, `ar-320${path.replace('/', '-')}`);
  }
});

for (const width of [320, 360, 390] as const) {
  test(`the pseudo-locale (longer, accented text) fits a ${width} px phone on the translated screens`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const email = uniqueEmail('pseudo');
    const user = await signUpViaApi(request, { email, name: 'Hubert Wolfeschlegelsteinhausenbergerdorff' });
    const set = await request.patch('/api/user', {
      headers: authHeaders(user.sessionId),
      data: { locale: 'en-XA' },
    });
    expect(set.status()).toBe(200);
    await page.goto('/privacy-policy');
    await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);
    for (const path of [
      '/profile',
      '/journal',
      '/account-security',
      '/reminders',
      '/quick-checkin',
      '/app',
      '/areas',
      '/your-wheel',
      '/calendar',
      '/reports/share',
      '/reports/print',
      '/who5',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.locator('h1')).toContainText(/[Ā-ſ]/);
      await expectNoHorizontalOverflow(page, `en-XA ${path} at ${width}`);
      if (width === 320) await shot(page, `pseudo-320${path.replace(/\//g, '-')}`);
    }
    await page.evaluate(() => localStorage.removeItem('sessionId'));
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.locator('h1')).toContainText(/[Ā-ſ]/);
      await expectNoHorizontalOverflow(page, `en-XA ${path} at ${width}`);
      if (width === 320)
        await shot(page, `pseudo-320${path === '/' ? '-landing' : path.replace(/[/?=]/g, '-')}`);
    }
  });
}

interface MoreWords {
  locale: 'de' | 'ar';
  width: number;
  passkeys: string;
  appLock: string;
  afterOneMinute: string;
  lockNow: string;
  locked: string;
  unlock: string;
  password: string;
  share: string;
  makeLink: string;
  linkReady: string;
  link: string;
  yourLinks: string;
  sharedHeading: string;
  print: string;
  who5: string;
  saveAnswers: string;
  chooseAnswer: string;
  who5Score: string;
}

const MORE: MoreWords[] = [
  {
    locale: 'de',
    width: 390,
    passkeys: 'Passkeys',
    appLock: 'App-Sperre',
    afterOneMinute: 'Nach 1 Minute',
    lockNow: 'Jetzt sperren',
    locked: 'Tend ist gesperrt',
    unlock: 'Entsperren',
    password: 'Passwort',
    share: 'Mit einer Vertrauensperson teilen',
    makeLink: 'Link erstellen',
    linkReady: 'Dein Link ist fertig',
    link: 'Link',
    yourLinks: 'Deine Links',
    sharedHeading: 'Bericht zum Wohlbefinden von Robin Test',
    print: 'Bericht zum Drucken',
    who5: 'Zwei-Wochen-Check zum Wohlbefinden',
    saveAnswers: 'Meine Antworten speichern',
    chooseAnswer: 'Wähle die Antwort, die deinem Befinden am nächsten kommt.',
    who5Score: 'Dein Wohlbefindens-Wert',
  },
  {
    locale: 'ar',
    width: 320,
    passkeys: 'مفاتيح المرور',
    appLock: 'قفل التطبيق',
    afterOneMinute: 'بعد دقيقة واحدة',
    lockNow: 'اقفل الآن',
    locked: 'Tend مقفل',
    unlock: 'فتح القفل',
    password: 'كلمة المرور',
    share: 'شارك مع شخص تثق به',
    makeLink: 'أنشئ الرابط',
    linkReady: 'رابطك جاهز',
    link: 'الرابط',
    yourLinks: 'روابطك',
    sharedHeading: 'تقرير الرفاه لـRobin Test',
    print: 'تقرير قابل للطباعة',
    who5: 'فحص الرفاه لأسبوعين',
    saveAnswers: 'احفظ إجاباتي',
    chooseAnswer: 'اختر الإجابة الأقرب إلى ما شعرت به.',
    who5Score: 'درجة رفاهك',
  },
];

/** Overflow, axe and a screenshot of the screen as it is now (decision 369). */
async function checkScreen(page: Page, words: MoreWords, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', words.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', words.locale === 'ar' ? 'rtl' : 'ltr');
  await expectNoHorizontalOverflow(page, `${words.locale} ${name}`);
  await expectNoA11yViolations(page);
  await shot(page, `more-${words.locale}-${words.width}-${name}`);
}

for (const words of MORE) {
  test(`passkeys, the app lock, share links, the printable report and WHO-5 in ${words.locale} at ${words.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: words.width, height: 740 });
    const user = await signUpViaApi(request);
    await request.patch('/api/user', {
      headers: authHeaders(user.sessionId),
      data: { locale: words.locale },
    });
    await page.goto('/privacy-policy');
    await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);

    // Passkeys and the app lock (account security), then the lock screen itself.
    await page.goto('/account-security');
    await expect(page.getByRole('heading', { level: 2, name: words.passkeys, exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: words.appLock })).toBeVisible();
    await page.getByLabel(words.afterOneMinute).check();
    await checkScreen(page, words, 'account-security');
    await page.getByRole('button', { name: words.lockNow }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.locked })).toBeVisible();
    await checkScreen(page, words, 'lock-screen');
    await page.getByLabel(words.password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: words.unlock, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.locked })).toBeHidden();
    await page.getByLabel(words.appLock === 'App-Sperre' ? 'Aus' : 'متوقف').check();

    // Share links: make one, see it listed, open it as the person it was sent to would.
    await page.goto('/reports/share');
    await expect(heading(page, words.share)).toBeVisible();
    await checkScreen(page, words, 'share');
    await page.getByRole('button', { name: words.makeLink }).click();
    await expect(page.getByRole('heading', { name: words.linkReady })).toBeVisible();
    const url = await page.getByLabel(words.link, { exact: true }).inputValue();
    await expect(page.getByTestId('share-links').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: words.yourLinks })).toBeVisible();
    await checkScreen(page, words, 'share-made');
    await page.goto(new URL(url).pathname);
    await expect(heading(page, words.sharedHeading)).toBeVisible();
    await checkScreen(page, words, 'shared-report');

    await page.goto('/reports/print');
    await expect(heading(page, words.print)).toBeVisible();
    await checkScreen(page, words, 'print');

    // WHO-5: the page's words translated; the statements and answers the instrument's English.
    await page.goto('/who5');
    await expect(heading(page, words.who5)).toBeVisible();
    await expect(page.locator('legend span[lang="en"]').first()).toHaveText(
      'I have felt cheerful and in good spirits.',
    );
    await page.getByRole('button', { name: words.saveAnswers }).click();
    await expect(page.getByText(words.chooseAnswer).first()).toBeVisible();
    await checkScreen(page, words, 'who5');
    for (let i = 0; i < 5; i++) await page.locator('fieldset').nth(i).locator('input[value="3"]').check();
    await page.getByRole('button', { name: words.saveAnswers }).click();
    await expect(page.getByRole('heading', { level: 2, name: words.who5Score })).toBeVisible();
    await checkScreen(page, words, 'who5-result');
  });
}

interface WheelWords {
  locale: 'de' | 'ar';
  wheel: string;
  overall: string;
  sleep: string;
  notes: string;
  whereToStart: string;
  outOfTen: RegExp;
  areas: string;
  yourWheel: string;
  calendar: string;
  year: string;
  colourKey: RegExp;
}

const WHEEL_WORDS: WheelWords[] = [
  {
    locale: 'de',
    wheel: 'Rad für Gesundheit und Wohlbefinden',
    overall: '5,0',
    sleep: 'Schlaf',
    notes: 'Notizen',
    whereToStart: 'Wo anfangen',
    outOfTen: /^5,0 von 10, Raum zum Wachsen$/,
    areas: '8 Bereiche',
    yourWheel: 'Dein Rad',
    calendar: 'Kalender',
    year: 'Jahr',
    colourKey: /^Farblegende \(Gesamt\)$/,
  },
  {
    locale: 'ar',
    wheel: 'عجلة الصحة والعافية',
    overall: '5.0',
    sleep: 'النوم',
    notes: 'ملاحظات',
    whereToStart: 'من أين تبدأ',
    outOfTen: /^5\.0 من 10، مجال للازدهار$/,
    areas: 'المجالات الثمانية',
    yourWheel: 'عجلتك',
    calendar: 'التقويم',
    year: 'سنة',
    colourKey: /^دليل الألوان \(الإجمالي\)$/,
  },
];

/** `lang`/`dir`, no overflow, axe clean, a screenshot (decision 386). */
async function checkWheelScreen(page: Page, locale: string, width: number, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expectNoHorizontalOverflow(page, `${locale} ${name} at ${width}`);
  await expectNoA11yViolations(page);
  await shot(page, `wheel-${locale}-${width}-${name}`);
}

for (const words of WHEEL_WORDS) {
  for (const width of [390, 320] as const) {
    test(`Home, the rating sheet, 8 Areas, Your wheel and the calendar in ${words.locale} at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 780 });
      const user = await signUpViaApi(request);
      await request.patch('/api/user', {
        headers: authHeaders(user.sessionId),
        data: { locale: words.locale },
      });
      await page.goto('/privacy-policy');
      await page.evaluate((id) => localStorage.setItem('sessionId', id), user.sessionId);

      // Home: the wheel's card, the legend's area names (glossary), the overall score in the reader's digits.
      await page.goto('/app');
      await expect(page.getByText(words.wheel, { exact: true })).toBeVisible();
      await expect(page.locator('[data-legend="sleep"]')).toContainText(words.sleep);
      await expect(page.getByText(words.overall, { exact: true }).first()).toBeVisible();
      await checkWheelScreen(page, words.locale, width, 'home');

      // The rating sheet, opened from the wheel's segment: its fields and the slider's value in words.
      await page.locator('[data-dimension="sleep"]').click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByText(words.sleep, { exact: true }).first()).toBeVisible();
      await expect(sheet.getByLabel(words.notes, { exact: true })).toBeVisible();
      await expect(sheet.getByLabel(words.whereToStart, { exact: true })).toBeVisible();
      await expect(sheet.getByRole('slider')).toHaveAttribute('aria-valuetext', words.outOfTen);
      // The value shown beside the question is written the language's way too (it was always "5.0").
      if (words.locale === 'de') await expect(sheet.getByText('5.0', { exact: true })).toHaveCount(0);
      await checkWheelScreen(page, words.locale, width, 'rating-sheet');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await page.goto('/areas');
      await expect(heading(page, words.areas)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: words.sleep, exact: true })).toBeVisible();
      await checkWheelScreen(page, words.locale, width, 'areas');

      await page.goto('/your-wheel');
      await expect(heading(page, words.yourWheel)).toBeVisible();
      await expect(page.getByTestId('area-label').first()).toHaveText(words.sleep);
      await checkWheelScreen(page, words.locale, width, 'your-wheel');

      await page.goto('/calendar');
      await expect(heading(page, words.calendar)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: words.colourKey })).toBeVisible();
      await checkWheelScreen(page, words.locale, width, 'calendar');
      await page.getByRole('button', { name: words.year, exact: true }).click();
      await expect(page.getByRole('grid')).toBeVisible();
      await checkWheelScreen(page, words.locale, width, 'year');
    });
  }
}
