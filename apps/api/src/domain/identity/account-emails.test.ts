import { interfaceLanguages, type InterfaceLanguage } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import {
  accountLinkEmail,
  invitationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  registrationAttemptEmail,
} from './account-emails';

const everyLanguage = [...interfaceLanguages];
const link = 'https://visabridge.test/set-password?token=abc';
const publicUrl = 'https://visabridge.test';

/** Each account email to Lucía, whose account reads `language`, with the site offering `offered`. */
const emailsTo = (language: InterfaceLanguage, offered: readonly InterfaceLanguage[]) => {
  const user = { email: 'lucia@example.com', firstName: 'Lucía', interfaceLanguage: language };
  return {
    reset: passwordResetEmail(user, offered, link),
    invitation: invitationEmail(user, offered, 'Acme Global Ltd', link),
    accountLink: accountLinkEmail(user, offered, 'Acme Global Ltd', link),
    changed: passwordChangedEmail(user, offered, publicUrl),
    attempt: registrationAttemptEmail(user, offered, publicUrl),
  };
};

describe('account emails', () => {
  it('writes each to a Spanish account in Spanish, with its link, names and address kept', () => {
    const emails = emailsTo('es', everyLanguage);
    expect(emails.reset.subject).toBe('Restablezca su contraseña');
    expect(emails.invitation.body).toContain(
      'Acme Global Ltd ha creado una cuenta de VisaBridge para usted.',
    );
    expect(emails.accountLink.subject).toBe('Acme Global Ltd le invita a seguir sus solicitudes de visado');
    expect(emails.accountLink.body).toContain('(lucia@example.com)');
    expect(emails.changed.body).toContain(`${publicUrl}/forgot-password`);
    expect(emails.attempt.body).toContain(`Para iniciar sesión, vaya a ${publicUrl}/login`);
    for (const email of Object.values(emails)) {
      expect(email.to).toBe('lucia@example.com');
      expect(email.body).toMatch(/^Hola, Lucía:/);
      expect(email.body).not.toMatch(/\b(Hello|link|If|you)\b/);
    }
  });

  it.each(everyLanguage.filter((language) => language !== 'en'))(
    'leaves no English sentence in %s',
    (language) => {
      for (const email of Object.values(emailsTo(language, everyLanguage))) {
        expect(email.subject).not.toMatch(/\b(Your|Reset|invited|Someone|invites)\b/);
        expect(email.body).not.toMatch(/\b(Hello|The link|If this|ignore this)\b/);
        expect(email.body).toContain('Lucía');
      }
    },
  );

  it('writes in English to an account whose language the site does not offer', () => {
    const emails = emailsTo('es', ['en', 'fr']);
    expect(emails.reset.subject).toBe('Reset your password');
    expect(emails.attempt.body).toMatch(/^Hello Lucía,/);
  });
});
