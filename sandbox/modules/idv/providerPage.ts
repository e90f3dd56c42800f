import { createHash } from 'node:crypto';
import type { IdvMethod } from '../../../src/api/contract/idv.ts';
import type { Locale } from '../../../src/routes.ts';
import type { OutcomeName } from './outcomes.ts';

interface Texts {
  title: string;
  intro: string;
  finished: string;
  methods: Record<IdvMethod, string>;
  outcomes: Record<OutcomeName, string>;
}

/** The simulated provider speaks the language the site asked for (`?language=`). */
export const providerTexts: Record<Locale, Texts> = {
  de: {
    title: 'Identitätsprüfung (Simulation)',
    intro: 'Simulierter Anbieter der Sandbox. Wählen Sie, wie die Prüfung endet.',
    finished: 'Diese Prüfung ist bereits beendet.',
    methods: {
      eid: 'Online-Ausweis (eID)',
      videoIdent: 'Video-Ident',
      postIdent: 'PostIdent',
      photoIdent: 'Foto-Ident',
    },
    outcomes: {
      success: 'Erfolgreich verifiziert',
      completed: 'Bereits abgeschlossen',
      failed: 'Fehlgeschlagen, neuer Versuch möglich',
      noMethodsAvailable: 'Keine Methode verfügbar',
      noMoreIdvPossible: 'Keine weitere Prüfung möglich',
      cancelled: 'Angebot storniert',
      consumed: 'Angebot bereits angenommen',
      expired: 'Link abgelaufen',
      pending: 'Wird noch geprüft',
      postIdent: 'PostIdent-Coupon erstellt',
    },
  },
  en: {
    title: 'Identity verification (simulation)',
    intro: "The sandbox's simulated provider. Choose how the verification ends.",
    finished: 'This verification has already ended.',
    methods: {
      eid: 'Online ID card (eID)',
      videoIdent: 'Video ident',
      postIdent: 'PostIdent',
      photoIdent: 'Photo ident',
    },
    outcomes: {
      success: 'Verified successfully',
      completed: 'Already completed',
      failed: 'Failed, may be retried',
      noMethodsAvailable: 'No method available',
      noMoreIdvPossible: 'No further verification possible',
      cancelled: 'Offer cancelled',
      consumed: 'Offer already accepted',
      expired: 'Link expired',
      pending: 'Still under review',
      postIdent: 'PostIdent coupon created',
    },
  },
  tr: {
    title: 'Kimlik doğrulama (simülasyon)',
    intro: "Sandbox'ın simüle edilen sağlayıcısı. Doğrulamanın nasıl sonuçlanacağını seçin.",
    finished: 'Bu doğrulama zaten sona erdi.',
    methods: {
      eid: 'Çevrimiçi kimlik kartı (eID)',
      videoIdent: 'Görüntülü kimlik doğrulama',
      postIdent: 'PostIdent',
      photoIdent: 'Fotoğrafla kimlik doğrulama',
    },
    outcomes: {
      success: 'Başarıyla doğrulandı',
      completed: 'Zaten tamamlandı',
      failed: 'Başarısız, yeniden denenebilir',
      noMethodsAvailable: 'Kullanılabilir yöntem yok',
      noMoreIdvPossible: 'Başka doğrulama yapılamaz',
      cancelled: 'Teklif iptal edildi',
      consumed: 'Teklif zaten kabul edildi',
      expired: 'Bağlantının süresi doldu',
      pending: 'Hâlâ inceleniyor',
      postIdent: 'PostIdent kuponu oluşturuldu',
    },
  },
};

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}' +
  'form{margin:0 0 .5rem}button{width:100%;padding:.75rem;font-size:1rem;cursor:pointer}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * No script at all, one hashed style, and forms may only post here and land on the site
 * (CSP form-action also covers the redirect that follows the post).
 */
export const providerCsp = (returnOrigin: string): string =>
  `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self' ${returnOrigin}; ` +
  "base-uri 'none'; frame-ancestors 'none'";

export interface ProviderPage {
  language: Locale;
  brandName: string;
  method: IdvMethod;
  /** Form target of the outcome buttons. */
  action: string;
  /** Outcomes to offer; none once the session has ended. */
  outcomes: readonly OutcomeName[];
}

export function renderProviderPage(page: ProviderPage): string {
  const t = providerTexts[page.language];
  const body = page.outcomes.length
    ? page.outcomes
        .map(
          (outcome) =>
            `<form method="post" action="${escapeHtml(page.action)}">` +
            `<input type="hidden" name="outcome" value="${escapeHtml(outcome)}">` +
            `<button type="submit">${escapeHtml(t.outcomes[outcome])}</button></form>`,
        )
        .join('\n')
    : `<p>${escapeHtml(t.finished)}</p>`;
  return `<!doctype html>
<html lang="${page.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(`${page.brandName} · ${t.methods[page.method]}`)}</p>
<p>${escapeHtml(t.intro)}</p>
${body}
</body>
</html>`;
}
