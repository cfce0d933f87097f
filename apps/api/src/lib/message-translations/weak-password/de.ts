import type { WeakPasswordMessage } from '../../api-messages';

/** Why a password is refused, in German, by its English wording. */
export const weakPasswordMessagesDe: Record<WeakPasswordMessage, string> = {
  'This password is too easy to guess: it is mostly your name, email, birth date or country.':
    'Dieses Passwort ist zu leicht zu erraten: Es besteht überwiegend aus Ihrem Namen, Ihrer E-Mail-Adresse, Ihrem Geburtsdatum oder Ihrem Land.',
  'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.':
    'Dieses Passwort ist zu leicht zu erraten: Es steht in Listen von Passwörtern, die bei anderen Websites abgeflossen sind und die Angreifer zuerst ausprobieren.',
  'This password is too easy to guess: add more words or characters that are less common.':
    'Dieses Passwort ist zu leicht zu erraten: Fügen Sie weitere Wörter oder weniger gebräuchliche Zeichen hinzu.',
  'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Gerade Tastenreihen auf der Tastatur sind leicht zu erraten.',
  'This password is too easy to guess: short keyboard patterns are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Kurze Tastaturmuster sind leicht zu erraten.',
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.',
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Wiederholte Zeichenmuster wie „abcabcabc“ sind leicht zu erraten.',
  'This password is too easy to guess: common character sequences like "abc" are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Gängige Zeichenfolgen wie „abc“ sind leicht zu erraten.',
  'This password is too easy to guess: recent years are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Jahreszahlen der letzten Jahre sind leicht zu erraten.',
  'This password is too easy to guess: dates are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Datumsangaben sind leicht zu erraten.',
  'This password is too easy to guess: this is a heavily used password.':
    'Dieses Passwort ist zu leicht zu erraten: Es gehört zu den am häufigsten verwendeten Passwörtern.',
  'This password is too easy to guess: this is a frequently used password.':
    'Dieses Passwort ist zu leicht zu erraten: Es ist ein sehr häufig verwendetes Passwort.',
  'This password is too easy to guess: this is a commonly used password.':
    'Dieses Passwort ist zu leicht zu erraten: Es ist ein gängiges Passwort.',
  'This password is too easy to guess: this is similar to a commonly used password.':
    'Dieses Passwort ist zu leicht zu erraten: Es ähnelt einem gängigen Passwort.',
  'This password is too easy to guess: single words are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Einzelne Wörter sind leicht zu erraten.',
  'This password is too easy to guess: single names or surnames are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Einzelne Vor- oder Nachnamen sind leicht zu erraten.',
  'This password is too easy to guess: common names and surnames are easy to guess.':
    'Dieses Passwort ist zu leicht zu erraten: Gängige Vor- und Nachnamen sind leicht zu erraten.',
  'This password is too easy to guess: there should not be any personal or page related data.':
    'Dieses Passwort ist zu leicht zu erraten: Es sollte keine persönlichen oder auf diese Seite bezogenen Angaben enthalten.',
  'This password is too easy to guess: your password was exposed by a data breach on the Internet.':
    'Dieses Passwort ist zu leicht zu erraten: Ihr Passwort wurde bei einem Datenleck im Internet offengelegt.',
  "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.":
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie vorhersehbare Buchstabenersetzungen wie „@“ für „a“.',
  'This password is too easy to guess: avoid reversed spellings of common words.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie rückwärts geschriebene gängige Wörter.',
  'This password is too easy to guess: capitalize some, but not all letters.':
    'Dieses Passwort ist zu leicht zu erraten: Schreiben Sie einige Buchstaben groß, aber nicht alle.',
  'This password is too easy to guess: capitalize more than the first letter.':
    'Dieses Passwort ist zu leicht zu erraten: Schreiben Sie nicht nur den ersten Buchstaben groß.',
  'This password is too easy to guess: avoid dates and years that are associated with you.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie Daten und Jahreszahlen, die mit Ihnen in Verbindung stehen.',
  'This password is too easy to guess: avoid recent years.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie Jahreszahlen der letzten Jahre.',
  'This password is too easy to guess: avoid years that are associated with you.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie Jahreszahlen, die mit Ihnen in Verbindung stehen.',
  'This password is too easy to guess: avoid common character sequences.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie gängige Zeichenfolgen.',
  'This password is too easy to guess: avoid repeated words and characters.':
    'Dieses Passwort ist zu leicht zu erraten: Vermeiden Sie wiederholte Wörter und Zeichen.',
  'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.':
    'Dieses Passwort ist zu leicht zu erraten: Verwenden Sie längere Tastaturmuster und wechseln Sie beim Tippen mehrmals die Richtung.',
  'This password is too easy to guess: add more words that are less common.':
    'Dieses Passwort ist zu leicht zu erraten: Fügen Sie weitere, weniger gebräuchliche Wörter hinzu.',
  'This password is too easy to guess: use multiple words, but avoid common phrases.':
    'Dieses Passwort ist zu leicht zu erraten: Verwenden Sie mehrere Wörter, aber vermeiden Sie gängige Redewendungen.',
  'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.':
    'Dieses Passwort ist zu leicht zu erraten: Sie können sichere Passwörter auch ohne Sonderzeichen, Ziffern oder Großbuchstaben erstellen.',
  'This password is too easy to guess: if you use this password elsewhere, you should change it.':
    'Dieses Passwort ist zu leicht zu erraten: Wenn Sie dieses Passwort auch anderswo verwenden, sollten Sie es ändern.',
};
