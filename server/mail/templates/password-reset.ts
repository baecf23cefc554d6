import type { Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

/** The password reset e-mail, in the account's language: one link, valid for an hour and once. */
export function passwordResetEmail({ name, link, brand, language = 'en' }: { name: string; link: string; brand: MailBrand; language?: Language }): EmailContent {
  const text = customerText(language, brand.name);
  const greeting = text.hello(headerSafe(name));
  const { subject, intro, introText, button, copy, ignore } = text.reset;
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${intro}</p>
<p><a href="${link}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${button}</a></p>
<p>${copy}<br>${link}</p>
<p>${ignore}</p>`,
      brand,
      language,
    ),
    text: `${greeting}

${introText}

${link}

${ignore}

${brand.name}`,
  };
}
