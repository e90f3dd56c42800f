import type { Page } from '@playwright/test';
import { onePage, SCRIPT_ACTION } from '../sandbox/modules/support/disarm/testFiles.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { brands, brandUrl, expect, test } from './fixtures.ts';
import {
  choose,
  customerOf,
  endOfContract,
  escaped,
  fillCustomer,
  formReady,
  GERMAN,
  germanWordsOn,
  named,
  openForm,
  downloadPdf,
  receiptReference,
  submitButton,
  t,
  type Locale,
} from './terminationFlow.ts';

// Each test is a customer's whole visit: form, submit, receipt (and sometimes its PDF).
test.describe.configure({ timeout: 90_000 });

/** § 312k BGB on every brand: the footer link, the button on load, no login, a receipt. */
for (const brand of brands) {
  test(`${brand.slug}: "Verträge hier kündigen" leads to the form with "jetzt kündigen" on load; an ordinary termination as early as possible reaches its receipt @smoke`, async ({
    page,
  }) => {
    await page.goto(brandUrl(brand.slug, '/'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Verträge hier kündigen' })
      .click();
    await expect(page).toHaveURL(/\/kuendigung$/);
    // In the page as delivered, before any script ran: no login, the button there.
    await expect(submitButton(page)).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await formReady(page);
    // Before the contract is known, the form says where its end date will be.
    await expect(page.getByText(t('de', 'termination:date.now.hint'))).toBeVisible();
    await choose(page, 'de');
    await fillCustomer(page, 'de', await customerOf(brand.slug));
    await submitButton(page).click();

    await expect(page).toHaveURL(/\/kuendigung\/bestaetigung$/);
    await receiptReference(page);
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: /\d{1,2}\. \S+ \d{4} um \d{2}:\d{2}/ })).toHaveCount(1);
    // The seeded contract is found: its end date, as early as its term and notice allow.
    await expect(endOfContract(page)).toHaveText(
      new RegExp(
        `^\\d{1,2}\\. \\S+ \\d{4} ${escaped(t('de', 'termination:receipt.endDate.earliest', { date: '' }).trim())}$`,
      ),
    );
  });
}

const o2 = 'o2';

test('the receipt: date, time, reference, the PDF that holds it, print; still there after a reload, and a new form next to it', async ({
  page,
}) => {
  await openForm(page, o2);
  await choose(page, 'de', { serviceType: 'option' });
  await fillCustomer(page, 'de', await customerOf(o2));
  await submitButton(page).click();
  const reference = await receiptReference(page);
  await expect(page.getByText(t('de', 'termination:receipt.email'))).toContainText(
    'anna.mueller@example.de',
  );
  await expectNoSeriousViolations(page, 'receipt');

  const { fileName, text } = await downloadPdf(page, t('de', 'termination:receipt.keep.download'));
  expect(fileName).toBe(`Kuendigungsbestaetigung-${reference}.pdf`);
  expect(text).toContain(reference);
  expect(text).toContain('Anna Maria Müller-Lüdenscheidt');
  // The PDF states the end date as the page does: a single option, a month's notice.
  const ends = await endOfContract(page).innerText();
  expect(ends).toContain(t('de', 'termination:receipt.endDate.earliest', { date: '' }).trim());
  expect(text).toContain(`${t('de', 'termination:receipt.ends')}: ${ends}`);
  await expect(
    page.getByRole('button', { name: t('de', 'termination:receipt.keep.print') }),
  ).toBeVisible();

  await page.reload();
  expect(await receiptReference(page)).toBe(reference);

  await page.goto(brandUrl(o2, '/kuendigung'));
  await expect(
    page.getByRole('status').filter({ hasText: t('de', 'termination:previous.headline') }),
  ).toContainText(reference);
  await expect(page.getByRole('textbox', { name: named('Vorname') })).toHaveValue('');
});

test('an extraordinary termination with a reason and a proof: a refused file keeps the form, the proof reaches the receipt and the PDF', async ({
  page,
}) => {
  await openForm(page, o2);
  await choose(page, 'de', { serviceType: 'option', special: { reason: 'deathOfContractHolder' } });
  await fillCustomer(page, 'de', await customerOf(o2));
  const input = page.getByLabel(t('de', 'termination:upload.choose'));
  /** The file is refused in the words of `problem`; what was typed stays. */
  const expectRefused = async (name: string, buffer: Buffer, problem: string) => {
    await input.setInputFiles({ name, mimeType: 'application/pdf', buffer });
    await expect(page.getByText(t('de', problem))).toBeVisible();
    await expect(page.getByRole('textbox', { name: named('Vorname') })).toHaveValue('Anna Maria');
  };

  // A program renamed to .pdf: the API reads the bytes and refuses it.
  const program = Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('PE\0\0'),
    Buffer.alloc(200),
  ]);
  await expectRefused('Sterbeurkunde.pdf', program, 'termination:upload.problems.wrongType');

  // A PDF that runs a script on opening: refused in its words.
  const scripted = onePage(`/OpenAction ${SCRIPT_ACTION}`);
  await expectRefused('Sterbeurkunde2.pdf', scripted, 'termination:upload.problems.notAccepted');

  // Sent without a proof: the reason asks for one.
  await submitButton(page).click();
  await expect(
    page.getByRole('link', { name: t('de', 'termination:errors.proofs.required') }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const pdf = onePage();
  await input.setInputFiles({
    name: 'Sterbeurkunde-echt.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const listed = page.getByRole('listitem').filter({ hasText: 'Sterbeurkunde-echt.pdf' });
  await expect(listed).toContainText('kB');
  await expect(
    listed.getByRole('button', { name: 'Entfernen Sterbeurkunde-echt.pdf' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'form with a proof');

  await submitButton(page).click();
  const reference = await receiptReference(page);
  await expect(
    page.getByRole('definition').filter({ hasText: 'Sterbeurkunde-echt.pdf' }),
  ).toHaveCount(1);
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: t('de', 'termination:reason.deathOfContractHolder.label') }),
  ).toHaveCount(1);
  const { text } = await downloadPdf(page, t('de', 'termination:receipt.keep.download'));
  expect(text).toContain(reference);
  expect(text).toContain('Tod des Vertragsinhabers');
  expect(text).toContain('Sterbeurkunde-echt.pdf');
});

test('a proof still on its way holds the termination until it has arrived: the customer is told to wait, then it reaches the receipt', async ({
  page,
}) => {
  await openForm(page, o2);
  await choose(page, 'de', { serviceType: 'option', special: { reason: 'deathOfContractHolder' } });
  await fillCustomer(page, 'de', await customerOf(o2));
  let arrive = () => undefined as void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/contracttermination/upload/**', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByLabel(t('de', 'termination:upload.choose'))
    .setInputFiles({ name: 'Sterbeurkunde.pdf', mimeType: 'application/pdf', buffer: onePage() });
  const listed = page.getByRole('listitem').filter({ hasText: 'Sterbeurkunde.pdf' });
  await expect(listed.getByRole('button', { name: /^Abbrechen/ })).toBeVisible();

  await submitButton(page).click();
  await expect(
    page.getByRole('link', { name: t('de', 'termination:errors.proofs.sending') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/kuendigung$/);

  arrive();
  await expect(listed.getByRole('button', { name: 'Entfernen Sterbeurkunde.pdf' })).toBeVisible();
  await submitButton(page).click();
  await receiptReference(page);
  await expect(page.getByRole('definition').filter({ hasText: 'Sterbeurkunde.pdf' })).toHaveCount(
    1,
  );
});

test('the required-fields modal names what is missing and leads to each field; the summary says the same', async ({
  page,
}) => {
  await openForm(page, 'aldi');
  await expectNoSeriousViolations(page, 'empty form');
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('de', 'termination:requiredModal.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveText([
    t('de', 'termination:serviceType.legend'),
    t('de', 'termination:cancellationType.legend'),
    'Vorname',
    'Nachname',
    'Geburtsdatum',
    'Straße',
    'Hausnummer',
    'Postleitzahl',
    'Ort',
    t('de', 'termination:contract.legend'),
    'E-Mail-Adresse',
  ]);
  await expectNoSeriousViolations(page, 'required-fields modal');
  await dialog.getByRole('link', { name: 'Postleitzahl' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: named('Postleitzahl') })).toBeFocused();
  // The question is in view with its field, not above the screen's edge.
  await expect(page.locator('label[for="termination-postalCode"]')).toBeInViewport({ ratio: 0.9 });
  // Marked at once, with no fade: one started on every marked field held back the tap's paint.
  for (const field of [
    page.getByRole('textbox', { name: named('Postleitzahl') }),
    page.getByRole('radio', { name: named(t('de', 'termination:cancellationType.Regular.label')) }),
  ])
    await expect(field).toHaveCSS('transition-duration', '0s');
  await expect(
    page.getByRole('link', { name: t('de', 'termination:errors.postalCode.required') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Fehler:/);
  await expectNoSeriousViolations(page, 'form with errors');
});

test('a customer who asks for less motion gets the dialog at once, without its fade', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openForm(page, 'aldi');
  // Opened once first: its code has arrived, so the next opening is the dialog's own.
  await submitButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const opacities = await submitButton(page).evaluate(async (button) => {
    (button as HTMLButtonElement).click();
    const seen: number[] = [];
    for (let frames = 0; frames < 120 && seen.length < 10; frames += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const content = document.querySelector('[role="dialog"]');
      if (content) seen.push(Number(getComputedStyle(content).opacity));
    }
    return seen;
  });
  expect(opacities).toHaveLength(10);
  expect(opacities.every((opacity) => opacity === 1)).toBe(true);
});

/** A brand's form filled in for its seeded customer, the service type chosen by its label. */
async function fillFormOf(page: Page, slug: string, serviceType: string) {
  await openForm(page, slug);
  await page.getByRole('radio', { name: named(serviceType) }).check();
  await page
    .getByRole('radio', { name: named(t('de', 'termination:cancellationType.Regular.label')) })
    .check();
  await fillCustomer(page, 'de', await customerOf(slug));
}

/** Every termination the page sends. */
function watchSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/contracttermination\/[^/]+$/.test(request.url()))
      sent.push(request.url());
  });
  return sent;
}

test('the combination-discount note (§ 312k BGB): never on a choice, only on "jetzt kündigen" for mobile or internet; closed it sends nothing and keeps all, then the button sends', async ({
  page,
}) => {
  const sent = watchSent(page);
  const dialog = page.getByRole('dialog', { name: t('de', 'termination:comboModal.title') });
  await fillFormOf(page, o2, 'Internetvertrag');
  await page.getByRole('radio', { name: named('Mobilfunkvertrag') }).check();
  await page.getByRole('radio', { name: named('Internetvertrag') }).check();
  // Choosing never brings it up: nothing stands before the button.
  await expect(submitButton(page)).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await submitButton(page).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '089 787979400' })).toHaveAttribute(
    'href',
    'tel:089787979400',
  );
  await expectNoSeriousViolations(page, 'combination-discount modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submitButton(page)).toBeFocused();
  expect(sent, 'terminations sent').toEqual([]);
  await expect(page).toHaveURL(/\/kuendigung$/);
  await expect(page.getByRole('radio', { name: named('Internetvertrag') })).toBeChecked();
  await expect(
    page.getByRole('textbox', { name: named(t('de', 'termination:holder.givenNames')) }),
  ).not.toHaveValue('');

  // Said once: "jetzt kündigen" now sends.
  await submitButton(page).click();
  await receiptReference(page);
  expect(sent).toHaveLength(1);
});

test('the combination-discount note\'s "Jetzt kündigen" sends the termination at once, its click tracked; an option or a brand without home internet gets no note', async ({
  page,
}) => {
  const sent = watchSent(page);
  const events = await recordDataLayer(page);
  await fillFormOf(page, o2, 'Mobilfunkvertrag');
  await submitButton(page).click();
  const dialog = page.getByRole('dialog', { name: t('de', 'termination:comboModal.title') });
  await dialog.getByRole('button', { name: t('de', 'termination:comboModal.goOn') }).click();
  await receiptReference(page);
  expect(sent).toHaveLength(1);
  expect(events.filter((e) => e['event'] === 'click')).toEqual([
    {
      event: 'click',
      pageName: 'kuendigung',
      trackingId: 'termination.comboDiscount.terminateNow',
      details: null,
    },
  ]);

  // An option ends no combination; ALDI TALK sells no home internet.
  for (const [slug, serviceType] of [
    [o2, t('de', 'termination:serviceType.option.label')],
    ['aldi', 'Mobilfunkvertrag'],
  ] as const) {
    await fillFormOf(page, slug, serviceType);
    await submitButton(page).click();
    await receiptReference(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(sent).toHaveLength(3);
});

test('a double click and a retry after a lost answer lead to the same receipt: the termination is sent once', async ({
  page,
}) => {
  await openForm(page, 'nova');
  await choose(page, 'de');
  await fillCustomer(page, 'de', await customerOf('nova'));
  const posts: string[] = [];
  let first: { id: string } | undefined;
  await page.route('**/api/nova/contracttermination/*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(route.request().url());
    if (first) return route.continue();
    // The termination arrives, its answer is lost on the way back. (Node cannot resolve
    // *.localhost: the request goes to the edge's address with the brand's host name.)
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const answer = await route.fetch({
      url: url.toString(),
      headers: { ...route.request().headers(), host },
    });
    first = (await answer.json()) as { id: string };
    await route.abort('connectionreset');
  });
  await submitButton(page).dblclick();
  await expect(page.getByText(t('de', 'termination:unavailable.headline'))).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(page.getByRole('textbox', { name: named('Vorname') })).toHaveValue('Lukas');
  await page.getByRole('button', { name: t('de', 'termination:unavailable.retry') }).click();
  expect(await receiptReference(page)).toBe(first?.id);
  expect(posts).toHaveLength(2);
  expect(new Set(posts).size).toBe(1);
});

test('what is typed stays after a reload of the form', async ({ page }) => {
  await openForm(page, 'aetka');
  await choose(page, 'de', { special: { reason: 'otherReason' } });
  await page
    .getByRole('textbox', { name: named(t('de', 'termination:reasonText.label')) })
    .fill('Ich ziehe zu meiner Tochter.');
  await page.getByRole('textbox', { name: named('Vorname') }).fill('Jens');
  await page.reload();
  await expect(page.getByRole('textbox', { name: named('Vorname') })).toHaveValue('Jens');
  await expect(
    page.getByRole('radio', { name: named(t('de', 'termination:cancellationType.Special.label')) }),
  ).toBeChecked();
  await expect(
    page.getByRole('textbox', { name: named(t('de', 'termination:reasonText.label')) }),
  ).toHaveValue('Ich ziehe zu meiner Tochter.');
});

test('keyboard only: the whole form, a later date on the date picker and "jetzt kündigen"', async ({
  page,
}) => {
  await openForm(page, 'spice');
  const input = await customerOf('spice');
  const [year = '', month = '', day = ''] = (input['birthDate'] ?? '').split('-');
  await page.getByRole('radio', { name: named('Mobilfunkvertrag') }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: named('Ordentliche Kündigung') })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('radio', { name: named(t('de', 'termination:date.later.choice')) }),
  ).toBeChecked();
  // The date field appears with the choice (its picker loads then), and then Tab reaches it.
  const date = page.getByRole('textbox', { name: named('Gewünschtes Vertragsende') });
  await expect(date).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(date).toBeFocused();
  const later = new Date(Date.now() + 40 * 86_400_000);
  await page.keyboard.type(
    `${String(later.getDate()).padStart(2, '0')}.${String(later.getMonth() + 1).padStart(2, '0')}.${later.getFullYear()}`,
  );
  for (const value of [
    input['givenNames'],
    input['familyName'],
    String(Number(day)),
    String(Number(month)),
    year,
    input['street'],
    input['houseNumber'],
    input['postalCode'],
    input['city'],
    input['phoneNumber'],
    '',
    '',
    input['email'],
  ]) {
    await page.keyboard.press('Tab');
    // The calendar button sits between the date and the next field.
    if (await page.evaluate(() => document.activeElement?.tagName === 'BUTTON'))
      await page.keyboard.press('Tab');
    if (value) await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await receiptReference(page);
  await expect(
    page.getByRole('definition').filter({ hasText: String(later.getFullYear()) }),
  ).not.toHaveCount(0);
});

test('a later date before the first one possible is taken as that day and said so, never reported missing', async ({
  page,
}) => {
  await openForm(page, 'aldi');
  await choose(page, 'de');
  await page.getByRole('radio', { name: named(t('de', 'termination:date.later.choice')) }).check();
  const date = page.getByRole('textbox', { name: named(t('de', 'termination:date.later.label')) });
  // The sandbox's first day is tomorrow in German time.
  const inGermany = (style: 'medium' | 'long', day: Date) =>
    new Intl.DateTimeFormat('de-DE', { dateStyle: style, timeZone: 'Europe/Berlin' }).format(day);
  const today = new Date();
  const tomorrow = new Date(today.getTime() + 86_400_000);
  await date.fill(inGermany('medium', today));
  await date.press('Tab');
  await expect(date).toHaveValue(inGermany('medium', tomorrow));
  await expect(
    page.getByRole('status').filter({ hasText: inGermany('long', tomorrow) }),
  ).toHaveText(
    t('de', 'termination:date.later.tooEarly', {
      chosen: inGermany('long', today),
      earliest: inGermany('long', tomorrow),
    }),
  );
  await fillCustomer(page, 'de', await customerOf('aldi'));
  await submitButton(page).click();
  await receiptReference(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The data layer of a page and the pages after it, kept across page loads. */
async function recordDataLayer(page: Page): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  await page.exposeFunction('__recordEvent', (json: string) => {
    events.push(JSON.parse(json) as Record<string, unknown>);
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        (window as unknown as { __recordEvent: (json: string) => void }).__recordEvent(
          JSON.stringify(item),
        );
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return events;
}

test('the data layer of a full termination: page views, the form events and the termination label', async ({
  page,
}) => {
  const events = await recordDataLayer(page);
  const names = () => events.map((e) => e['event']);
  await openForm(page, 'aldi');
  await page.getByRole('complementary').scrollIntoViewIfNeeded();
  await expect.poll(names).toContain('termination_teaser_viewed');
  await submitButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect.poll(names).toContain('termination_modal_closed');
  await choose(page, 'de');
  await fillCustomer(page, 'de', await customerOf('aldi'));
  await submitButton(page).click();
  await receiptReference(page);

  // Web vitals come when the browser has them (LCP at the first input): not in this order.
  const tracked = events
    .filter((e) => !['gtm.js', 'webVital'].includes(String(e['event'])))
    .filter((e) => typeof e['event'] === 'string')
    .map((e) => ({ event: e['event'], pageName: e['pageName'], label: e['label'] ?? null }));
  expect(tracked).toEqual([
    { event: 'init', pageName: 'kuendigung', label: null },
    { event: 'termination_page_loaded', pageName: 'kuendigung', label: null },
    { event: 'termination_teaser_viewed', pageName: 'kuendigung', label: null },
    { event: 'termination_modal_viewed', pageName: 'kuendigung', label: 'requiredFields' },
    { event: 'termination_modal_closed', pageName: 'kuendigung', label: 'requiredFields' },
    { event: 'termination_submitted', pageName: 'kuendigung', label: 'success/mobile/Regular/now' },
    { event: 'virtualPageView', pageName: 'kuendigung/bestaetigung', label: null },
  ]);
});

for (const { slug, locale } of [
  { slug: 'ortel', locale: 'en' },
  { slug: 'ayyildiz', locale: 'tr' },
] as const satisfies readonly { slug: string; locale: Locale }[]) {
  test(`${slug} in ${locale}: the form, its messages and the receipt hold no German interface word`, async ({
    page,
  }) => {
    await openForm(page, slug, locale);
    await choose(page, locale, { special: { reason: 'otherReason', text: 'Notfall' } });
    await submitButton(page, locale).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await germanWordsOn(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoSeriousViolations(page, `${locale} form with errors`);
    await fillCustomer(page, locale, await customerOf(slug));
    await submitButton(page, locale).click();
    const reference = await receiptReference(page, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await germanWordsOn(page)).toEqual([]);

    // Its PDF too: in the page's language, under a name in it.
    const { fileName, text: pdf } = await downloadPdf(
      page,
      t(locale, 'termination:receipt.keep.download'),
    );
    expect(pdf).toContain(reference);
    expect(pdf).toContain(
      `${t(locale, 'termination:receipt.ends')}: ${await endOfContract(page, locale).innerText()}`,
    );
    expect(pdf.match(GERMAN) ?? []).toEqual([]);
    expect(fileName).toBe(
      { en: `Termination-confirmation-${reference}.pdf`, tr: `Fesih-onayı-${reference}.pdf` }[
        locale
      ],
    );
  });
}
