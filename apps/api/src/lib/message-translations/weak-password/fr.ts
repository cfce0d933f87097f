import type { WeakPasswordMessage } from '../../api-messages';

/** Why a password is refused, in French, by its English wording. */
export const weakPasswordMessagesFr: Record<WeakPasswordMessage, string> = {
  'This password is too easy to guess: it is mostly your name, email, birth date or country.':
    'Ce mot de passe est trop facile à deviner : il se compose surtout de votre nom, de votre adresse e-mail, de votre date de naissance ou de votre pays.',
  'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.':
    'Ce mot de passe est trop facile à deviner : il figure dans des listes de mots de passe divulgués par d’autres sites, que les attaquants essaient en premier.',
  'This password is too easy to guess: add more words or characters that are less common.':
    'Ce mot de passe est trop facile à deviner : ajoutez d’autres mots ou des caractères moins courants.',
  'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les rangées de touches consécutives du clavier sont faciles à deviner.',
  'This password is too easy to guess: short keyboard patterns are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les motifs de clavier courts sont faciles à deviner.',
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les caractères répétés comme « aaa » sont faciles à deviner.',
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les motifs de caractères répétés comme « abcabcabc » sont faciles à deviner.',
  'This password is too easy to guess: common character sequences like "abc" are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les suites de caractères courantes comme « abc » sont faciles à deviner.',
  'This password is too easy to guess: recent years are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les années récentes sont faciles à deviner.',
  'This password is too easy to guess: dates are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les dates sont faciles à deviner.',
  'This password is too easy to guess: this is a heavily used password.':
    'Ce mot de passe est trop facile à deviner : c’est l’un des mots de passe les plus utilisés.',
  'This password is too easy to guess: this is a frequently used password.':
    'Ce mot de passe est trop facile à deviner : c’est un mot de passe très souvent utilisé.',
  'This password is too easy to guess: this is a commonly used password.':
    'Ce mot de passe est trop facile à deviner : c’est un mot de passe couramment utilisé.',
  'This password is too easy to guess: this is similar to a commonly used password.':
    'Ce mot de passe est trop facile à deviner : il ressemble à un mot de passe couramment utilisé.',
  'This password is too easy to guess: single words are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les mots isolés sont faciles à deviner.',
  'This password is too easy to guess: single names or surnames are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les prénoms ou noms de famille isolés sont faciles à deviner.',
  'This password is too easy to guess: common names and surnames are easy to guess.':
    'Ce mot de passe est trop facile à deviner : les prénoms et noms de famille courants sont faciles à deviner.',
  'This password is too easy to guess: there should not be any personal or page related data.':
    'Ce mot de passe est trop facile à deviner : il ne doit contenir aucune donnée personnelle ni aucune donnée liée à cette page.',
  'This password is too easy to guess: your password was exposed by a data breach on the Internet.':
    'Ce mot de passe est trop facile à deviner : votre mot de passe a été exposé lors d’une fuite de données sur Internet.',
  "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.":
    'Ce mot de passe est trop facile à deviner : évitez les substitutions de lettres prévisibles, comme « @ » pour « a ».',
  'This password is too easy to guess: avoid reversed spellings of common words.':
    'Ce mot de passe est trop facile à deviner : évitez d’écrire à l’envers des mots courants.',
  'This password is too easy to guess: capitalize some, but not all letters.':
    'Ce mot de passe est trop facile à deviner : mettez certaines lettres en majuscule, mais pas toutes.',
  'This password is too easy to guess: capitalize more than the first letter.':
    'Ce mot de passe est trop facile à deviner : mettez en majuscule d’autres lettres que la première.',
  'This password is too easy to guess: avoid dates and years that are associated with you.':
    'Ce mot de passe est trop facile à deviner : évitez les dates et les années qui vous concernent.',
  'This password is too easy to guess: avoid recent years.':
    'Ce mot de passe est trop facile à deviner : évitez les années récentes.',
  'This password is too easy to guess: avoid years that are associated with you.':
    'Ce mot de passe est trop facile à deviner : évitez les années qui vous concernent.',
  'This password is too easy to guess: avoid common character sequences.':
    'Ce mot de passe est trop facile à deviner : évitez les suites de caractères courantes.',
  'This password is too easy to guess: avoid repeated words and characters.':
    'Ce mot de passe est trop facile à deviner : évitez de répéter des mots et des caractères.',
  'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.':
    'Ce mot de passe est trop facile à deviner : utilisez des motifs de clavier plus longs et changez plusieurs fois de direction en tapant.',
  'This password is too easy to guess: add more words that are less common.':
    'Ce mot de passe est trop facile à deviner : ajoutez d’autres mots moins courants.',
  'This password is too easy to guess: use multiple words, but avoid common phrases.':
    'Ce mot de passe est trop facile à deviner : utilisez plusieurs mots, mais évitez les expressions courantes.',
  'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.':
    'Ce mot de passe est trop facile à deviner : vous pouvez créer des mots de passe robustes sans symboles, chiffres ni majuscules.',
  'This password is too easy to guess: if you use this password elsewhere, you should change it.':
    'Ce mot de passe est trop facile à deviner : si vous utilisez ce mot de passe ailleurs, nous vous conseillons de le changer.',
};
