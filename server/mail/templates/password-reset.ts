import { headerSafe, html } from '../escape';
import { layout } from './layout';
import type { EmailContent } from '../outbox';

/** The password reset e-mail: one link, valid for an hour and once. */
export function passwordResetEmail({ name, link }: { name: string; link: string }): EmailContent {
  const greetingName = headerSafe(name) || 'there';
  const subject = 'Reset your FrigidFlow password';
  return {
    subject,
    html: layout(
      subject,
      html`<p>Hello ${greetingName},</p>
<p>We received a request to reset the password of your FrigidFlow account. Choose a new password with the link below; it works once and expires in one hour.</p>
<p><a href="${link}" style="background:#1e3a8a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Reset password</a></p>
<p>If the button does not work, copy this address into your browser:<br>${link}</p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays unchanged.</p>`,
    ),
    text: `Hello ${greetingName},

We received a request to reset the password of your FrigidFlow account. Choose a new password with this link; it works once and expires in one hour:

${link}

If you did not ask for this, you can ignore this e-mail; your password stays unchanged.

FrigidFlow`,
  };
}
