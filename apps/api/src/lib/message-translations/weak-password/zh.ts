import type { WeakPasswordMessage } from '../../api-messages';

/** Why a password is refused, in Simplified Chinese, by its English wording. */
export const weakPasswordMessagesZh: Record<WeakPasswordMessage, string> = {
  'This password is too easy to guess: it is mostly your name, email, birth date or country.':
    '此密码太容易被猜到：它主要由您的姓名、电子邮件地址、出生日期或国家组成。',
  'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.':
    '此密码太容易被猜到：它出现在其他网站泄露的密码列表中，攻击者会优先尝试这些密码。',
  'This password is too easy to guess: add more words or characters that are less common.':
    '此密码太容易被猜到：请添加更多单词或不常见的字符。',
  'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.':
    '此密码太容易被猜到：键盘上连成一排的按键很容易被猜到。',
  'This password is too easy to guess: short keyboard patterns are easy to guess.':
    '此密码太容易被猜到：简短的键盘组合很容易被猜到。',
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess.':
    '此密码太容易被猜到：像“aaa”这样的重复字符很容易被猜到。',
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.':
    '此密码太容易被猜到：像“abcabcabc”这样重复的字符组合很容易被猜到。',
  'This password is too easy to guess: common character sequences like "abc" are easy to guess.':
    '此密码太容易被猜到：像“abc”这样常见的字符序列很容易被猜到。',
  'This password is too easy to guess: recent years are easy to guess.':
    '此密码太容易被猜到：最近的年份很容易被猜到。',
  'This password is too easy to guess: dates are easy to guess.': '此密码太容易被猜到：日期很容易被猜到。',
  'This password is too easy to guess: this is a heavily used password.':
    '此密码太容易被猜到：这是被大量使用的密码。',
  'This password is too easy to guess: this is a frequently used password.':
    '此密码太容易被猜到：这是经常被使用的密码。',
  'This password is too easy to guess: this is a commonly used password.':
    '此密码太容易被猜到：这是常用的密码。',
  'This password is too easy to guess: this is similar to a commonly used password.':
    '此密码太容易被猜到：它与一个常用密码相似。',
  'This password is too easy to guess: single words are easy to guess.':
    '此密码太容易被猜到：单个单词很容易被猜到。',
  'This password is too easy to guess: single names or surnames are easy to guess.':
    '此密码太容易被猜到：单独的名字或姓氏很容易被猜到。',
  'This password is too easy to guess: common names and surnames are easy to guess.':
    '此密码太容易被猜到：常见的名字和姓氏很容易被猜到。',
  'This password is too easy to guess: there should not be any personal or page related data.':
    '此密码太容易被猜到：密码中不应包含任何个人信息或与本页面相关的信息。',
  'This password is too easy to guess: your password was exposed by a data breach on the Internet.':
    '此密码太容易被猜到：您的密码已在互联网上的一次数据泄露中被公开。',
  "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.":
    '此密码太容易被猜到：请避免可预测的字母替换，例如用“@”代替“a”。',
  'This password is too easy to guess: avoid reversed spellings of common words.':
    '此密码太容易被猜到：请避免将常见单词倒着拼写。',
  'This password is too easy to guess: capitalize some, but not all letters.':
    '此密码太容易被猜到：请将部分字母（而非全部）改为大写。',
  'This password is too easy to guess: capitalize more than the first letter.':
    '此密码太容易被猜到：请不要只将首字母大写。',
  'This password is too easy to guess: avoid dates and years that are associated with you.':
    '此密码太容易被猜到：请避免使用与您相关的日期和年份。',
  'This password is too easy to guess: avoid recent years.': '此密码太容易被猜到：请避免使用最近的年份。',
  'This password is too easy to guess: avoid years that are associated with you.':
    '此密码太容易被猜到：请避免使用与您相关的年份。',
  'This password is too easy to guess: avoid common character sequences.':
    '此密码太容易被猜到：请避免使用常见的字符序列。',
  'This password is too easy to guess: avoid repeated words and characters.':
    '此密码太容易被猜到：请避免重复的单词和字符。',
  'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.':
    '此密码太容易被猜到：请使用更长的键盘组合，并在输入时多次改变方向。',
  'This password is too easy to guess: add more words that are less common.':
    '此密码太容易被猜到：请添加更多不常见的单词。',
  'This password is too easy to guess: use multiple words, but avoid common phrases.':
    '此密码太容易被猜到：请使用多个单词，但避免常见短语。',
  'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.':
    '此密码太容易被猜到：无需使用符号、数字或大写字母，也能设置强密码。',
  'This password is too easy to guess: if you use this password elsewhere, you should change it.':
    '此密码太容易被猜到：如果您在其他地方也使用此密码，建议您更改。',
};
