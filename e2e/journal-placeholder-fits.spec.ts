/**
 * The journal entry's title placeholder reads whole at 320 px in every language (decision 477): a
 * placeholder cannot wrap, so its text must fit the field. It was cut in German, Spanish and French.
 */
import { expect, newUser, test } from './fixtures';

const SHOTS = '/tmp/shots/journal-placeholder';

for (const locale of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'pl-PL', 'ar']) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`the journal title's placeholder fits its field at 320 px in ${locale}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await newUser(page, request, '/journal');
      // The page's last button in <main> is the empty state's "Write Your First Entry".
      await page.locator('main button').last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const title = dialog.locator('input').first();
      await expect(title).toHaveAttribute('placeholder', /\S/);
      const { text, room } = await title.evaluate((el: HTMLInputElement) => {
        const context = document.createElement('canvas').getContext('2d')!;
        const style = getComputedStyle(el);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return {
          text: context.measureText(el.placeholder).width,
          room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(
        text,
        `"${await title.getAttribute('placeholder')}" is ${text} px in ${room} px`,
      ).toBeLessThanOrEqual(room);
      await dialog.screenshot({ path: `${SHOTS}/${locale}-320.png` });
    });
  });
}
