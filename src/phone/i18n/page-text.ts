/** The page's fixed words (index.html marks them with data-i18n) put into the chosen language. */
import type { PhoneRefusal } from '@shared/phone-protocol';
import { PHONE_EN, type PhoneKey } from './en';
import { phoneLanguage, pt } from './phone-i18n';

function isKey(key: string | undefined): key is PhoneKey {
  return key !== undefined && Object.hasOwn(PHONE_EN, key);
}

/** Fills every `data-i18n` element's text and `data-i18n-placeholder` input's placeholder, and names the page. */
export function translatePage(doc: Document): void {
  doc.documentElement.lang = phoneLanguage();
  doc.title = pt('page.title');
  for (const e of doc.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = e.dataset['i18n'];
    if (isKey(key)) e.textContent = pt(key);
  }
  for (const e of doc.querySelectorAll<HTMLInputElement>('[data-i18n-placeholder]')) {
    const key = e.dataset['i18nPlaceholder'];
    if (isKey(key)) e.placeholder = pt(key);
  }
}

/** Why the host refused: its own words in English (they may say more), else the refusal's words in the page's language. */
export function refusalText(code: PhoneRefusal, error: string): string {
  return phoneLanguage() === 'en' ? error : pt(`refused.${code}`);
}

/** A seat colour's name (the shared palette's English name, "Sky") in the page's language. */
export function colourName(name: string): string {
  const key = `color.${name.toLowerCase()}`;
  return isKey(key) ? pt(key) : name;
}
