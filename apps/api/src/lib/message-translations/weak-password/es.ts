import type { WeakPasswordMessage } from '../../api-messages';

/** Why a password is refused, in Spanish, by its English wording. */
export const weakPasswordMessagesEs: Record<WeakPasswordMessage, string> = {
  'This password is too easy to guess: it is mostly your name, email, birth date or country.':
    'Esta contraseña es demasiado fácil de adivinar: se compone sobre todo de su nombre, correo electrónico, fecha de nacimiento o país.',
  'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.':
    'Esta contraseña es demasiado fácil de adivinar: figura en listas de contraseñas filtradas de otros sitios, que los atacantes prueban primero.',
  'This password is too easy to guess: add more words or characters that are less common.':
    'Esta contraseña es demasiado fácil de adivinar: añada más palabras o caracteres menos comunes.',
  'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: las filas seguidas de teclas del teclado son fáciles de adivinar.',
  'This password is too easy to guess: short keyboard patterns are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los patrones cortos de teclado son fáciles de adivinar.',
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los caracteres repetidos como «aaa» son fáciles de adivinar.',
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los patrones de caracteres repetidos como «abcabcabc» son fáciles de adivinar.',
  'This password is too easy to guess: common character sequences like "abc" are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: las secuencias de caracteres habituales como «abc» son fáciles de adivinar.',
  'This password is too easy to guess: recent years are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los años recientes son fáciles de adivinar.',
  'This password is too easy to guess: dates are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: las fechas son fáciles de adivinar.',
  'This password is too easy to guess: this is a heavily used password.':
    'Esta contraseña es demasiado fácil de adivinar: es una de las contraseñas más utilizadas.',
  'This password is too easy to guess: this is a frequently used password.':
    'Esta contraseña es demasiado fácil de adivinar: es una contraseña muy utilizada.',
  'This password is too easy to guess: this is a commonly used password.':
    'Esta contraseña es demasiado fácil de adivinar: es una contraseña de uso común.',
  'This password is too easy to guess: this is similar to a commonly used password.':
    'Esta contraseña es demasiado fácil de adivinar: se parece a una contraseña de uso común.',
  'This password is too easy to guess: single words are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: las palabras sueltas son fáciles de adivinar.',
  'This password is too easy to guess: single names or surnames are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los nombres o apellidos sueltos son fáciles de adivinar.',
  'This password is too easy to guess: common names and surnames are easy to guess.':
    'Esta contraseña es demasiado fácil de adivinar: los nombres y apellidos comunes son fáciles de adivinar.',
  'This password is too easy to guess: there should not be any personal or page related data.':
    'Esta contraseña es demasiado fácil de adivinar: no debe contener datos personales ni datos relacionados con esta página.',
  'This password is too easy to guess: your password was exposed by a data breach on the Internet.':
    'Esta contraseña es demasiado fácil de adivinar: su contraseña quedó expuesta en una filtración de datos en Internet.',
  "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.":
    'Esta contraseña es demasiado fácil de adivinar: evite sustituciones de letras previsibles, como «@» por «a».',
  'This password is too easy to guess: avoid reversed spellings of common words.':
    'Esta contraseña es demasiado fácil de adivinar: evite escribir al revés palabras comunes.',
  'This password is too easy to guess: capitalize some, but not all letters.':
    'Esta contraseña es demasiado fácil de adivinar: ponga en mayúscula algunas letras, pero no todas.',
  'This password is too easy to guess: capitalize more than the first letter.':
    'Esta contraseña es demasiado fácil de adivinar: ponga en mayúscula más letras que solo la primera.',
  'This password is too easy to guess: avoid dates and years that are associated with you.':
    'Esta contraseña es demasiado fácil de adivinar: evite fechas y años relacionados con usted.',
  'This password is too easy to guess: avoid recent years.':
    'Esta contraseña es demasiado fácil de adivinar: evite los años recientes.',
  'This password is too easy to guess: avoid years that are associated with you.':
    'Esta contraseña es demasiado fácil de adivinar: evite los años relacionados con usted.',
  'This password is too easy to guess: avoid common character sequences.':
    'Esta contraseña es demasiado fácil de adivinar: evite las secuencias de caracteres habituales.',
  'This password is too easy to guess: avoid repeated words and characters.':
    'Esta contraseña es demasiado fácil de adivinar: evite repetir palabras y caracteres.',
  'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.':
    'Esta contraseña es demasiado fácil de adivinar: use patrones de teclado más largos y cambie varias veces la dirección al teclear.',
  'This password is too easy to guess: add more words that are less common.':
    'Esta contraseña es demasiado fácil de adivinar: añada más palabras menos comunes.',
  'This password is too easy to guess: use multiple words, but avoid common phrases.':
    'Esta contraseña es demasiado fácil de adivinar: use varias palabras, pero evite las frases habituales.',
  'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.':
    'Esta contraseña es demasiado fácil de adivinar: puede crear contraseñas seguras sin usar símbolos, números ni mayúsculas.',
  'This password is too easy to guess: if you use this password elsewhere, you should change it.':
    'Esta contraseña es demasiado fácil de adivinar: si utiliza esta contraseña en otros sitios, debería cambiarla.',
};
