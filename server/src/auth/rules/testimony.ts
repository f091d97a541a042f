/**
 * Names and phrases for Jesus that a registration testimony must mention (spec 000 §5): the
 * spec's examples plus common English and Finnish forms. Matched case-insensitively as words or
 * phrases, so "christmas" alone does not count as "Christ".
 */
export const NAMES_OF_JESUS: readonly string[] = [
  'Jesus', 'Jeesus', 'Jesus Christ', 'Jeesus Kristus', 'Christ', 'Kristus', 'Messiah', 'Messias',
  'Son of God', 'Jumalan Poika', 'Son of Man', 'Ihmisen Poika', 'The Lord', 'Herra', 'Lord Jesus',
  'Saviour', 'Savior', 'Vapahtaja', 'Emmanuel', 'Immanuel', 'Lamb of God', 'Jumalan Karitsa',
  'Good Shepherd', 'Hyvä Paimen', 'King of Kings', 'Kuningasten Kuningas', 'Lord of Lords',
  'Herrojen Herra', 'He is risen', 'Hän on ylösnoussut', 'Redeemer', 'Lunastaja', 'Alpha and Omega',
  'Alfa ja Oomega', 'Prince of Peace', 'Rauhan Ruhtinas', 'Bread of Life', 'Elämän Leipä',
  'Light of the World', 'Maailman Valo', 'Word of God', 'Jumalan Sana', 'Nazarene', 'Nasaretilainen',
  'Yeshua', 'Jeshua', 'Risen Lord', 'Holy One of God', 'Jumalan Pyhä',
];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Letters of any script count as word characters, so "Herra" does not match inside "Herrasmies".
const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NAMES_OF_JESUS.map((n) => escape(n).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** True when the text mentions Jesus by one of NAMES_OF_JESUS (case-insensitive, whole words). */
export function mentionsJesus(text: string): boolean {
  return PATTERN.test(text.normalize('NFC'));
}
