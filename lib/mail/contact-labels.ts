import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhCN from '@/messages/zh-CN.json';
import type { ContactPayload } from './contact-notification';

// The contact form's choices as its visitor read them: the option texts of the form itself (messages
// Contact.options and Forms.imTypes, the one source the page uses too) and country names by Intl, so a mail
// says "Casual" or "カジュアル" where the form stored `casual`. A key the messages lack stays as it is.

const messages: Record<Locale, typeof en> = { en, 'zh-CN': zhCN, ja, ko };

function pick(locale: string): typeof en {
  return messages[(locale in messages ? locale : 'en') as Locale];
}

function labelOf(texts: Record<string, string>, key: string): string {
  return Object.hasOwn(texts, key) ? texts[key] : key;
}

/** The visitor's choices in `locale`'s words, keyed like the payload's fields. */
export function contactChoiceLabels(contact: ContactPayload, locale: string) {
  const { Contact, Forms } = pick(locale);
  const options: Record<string, Record<string, string>> = Contact.options;
  const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return {
    company_type: labelOf(options.companyTypes, contact.company_type),
    product_type: labelOf(options.productTypes, contact.product_type),
    interested_in: contact.interested_in.map((key) => labelOf(options.interests, key)),
    hear_about: contact.hear_about === undefined ? undefined : labelOf(options.hearAbout, contact.hear_about),
    im_type: labelOf(Forms.imTypes, contact.im.type),
    country: regions.of(contact.country) ?? contact.country,
    language: languages.of(contact.locale) ?? contact.locale,
  };
}
