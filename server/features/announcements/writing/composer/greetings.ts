import { closingEmoji, upperFirst } from '#domain/text.ts';
import { englishWordsIn, otherLanguage } from '../other-language.ts';
import { lexicon } from './nlp.ts';

/**
 * A greeting, cheer or thanks typed in another language, as users address the person in
 * their team's own (ADR 118, ADR 131): "felicidades Jhon 🍌", "fa'afetai tele lava",
 * "Welkom Rishi", "bine ai venit doamna Cristina", "Muchas gracias Lacho, eres un crack",
 * "الله يبارك". Posted as a fact it read "Jhon started with us… and felicidades Jhon.",
 * "Sanne goed gedaan Sanne.", "…; Welkom Rishi" and "• Muchas gracias Lacho, eres un crack"
 * (the fifteenth set's rp06 and ra20, and ADR 131's readers): it closes the post once,
 * whole, the name as the user typed it set off by its comma (greetingSaid).
 *
 * Read as the whole unit only: the greeting's words (a closed list, matched without
 * accents or case), then at most an address (a name or two, with an honorific such as
 * "doamna" or "ji"), then at most a short tail in the same language ("eres un crack"). A
 * tail with an English function word ("gracias for covering") is no greeting: the unit is
 * read as typed.
 */
// prettier-ignore
const CONGRATULATIONS = [
  'felicidades', 'felicitaciones', 'enhorabuena', 'parabéns', 'félicitations', 'bravo', 'brava',
  'bravissimo', 'complimenti', 'congratulazioni', 'auguri', 'glückwunsch', 'herzlichen glückwunsch',
  'gratuliere', 'gratulation', 'gratulationer', 'gefeliciteerd', 'proficiat', 'grattis',
  'tillykke', 'gratulerer', 'onnittelut', 'onneksi olkoon', 'gratulacje', 'gratuluji', 'gratulujem',
  'gratulujemy', 'gratulálok', 'felicitări', 'tebrikler', 'tebrik ederim', 'mabrouk', 'mabruk',
  'mabrook', 'alf mabrouk', 'alf mabrook', 'mazel tov', 'mazal tov', 'hongera', 'hongera sana',
  'pongezi', 'omedetou', 'omedetō', 'omedeto', 'chúc mừng', 'shabash', 'shabaash', 'chapeau',
  'badhai ho', 'čestitam', 'čestitamo', 'čestitke', 'blahopřeji', 'поздравляю', 'поздравляем',
  'поздравления', 'вітаю', 'вітаємо', 'честито', 'честитам', 'браво', 'молодец', 'молодчина',
  'συγχαρητήρια', 'おめでとう', 'おめでとうございます', '恭喜', '축하해요', '축하합니다', 'बधाई',
  'बधाई हो', 'مبروك', 'ألف مبروك', 'מזל טוב', 'כל הכבוד', 'kol hakavod',
  // well done, a wish, a blessing
  'goed gedaan', 'goed zo', 'knap gedaan', 'gut gemacht', 'super gemacht', 'bien joué',
  'bien hecho', 'buen trabajo', 'bom trabalho', 'muito bem', 'ben fatto', 'ottimo lavoro',
  'dobra robota', 'brawo', 'sto lat', 'wszystkiego najlepszego', 'bra jobbat', 'godt gået',
  'godt jobba', 'hyvää työtä', 'hyvin tehty', 'aferin', 'eres un crack', 'eres una crack', 'olé',
  'ka pai', 'ka rawe', 'tino pai', 'kia kaha', 'mashallah', "masha'allah", 'barakallah',
  'ما شاء الله', 'الله يبارك', 'الله يبارك فيك', 'بارك الله فيك', 'お疲れ様', 'お疲れ様です',
  'otsukaresama', 'jiayou', '加油', 'shabaash', 'bahut badhiya',
];
// prettier-ignore
const THANKS = [
  'muchas gracias', 'mil gracias', 'obrigado', 'obrigada', 'merci beaucoup', 'danke schön',
  'danke schoen', 'vielen dank', 'grazie', 'grazie mille', 'arigatou', 'arigato', 'arigatō',
  'gracias', 'dziękuję', 'dziękujemy', 'děkuji', 'děkujeme', 'dakujem', 'ďakujem', 'köszönöm', 'köszi',
  'tusen takk', 'tack så mycket', 'mange tak', 'kiitos', 'dank je', 'dank je wel', 'dankjewel',
  'bedankt', 'hartelijk dank', 'teşekkürler', 'teşekkür ederim', 'asante', 'asante sana',
  'shukran', 'shukran jazeelan', 'shukriya', 'dhanyavaad', 'dhanyavad', 'jazakallah',
  'salamat', 'salamat po', 'maraming salamat', 'terima kasih', 'terima kasih banyak', 'cảm ơn',
  'xie xie', 'mahalo', 'mahalo nui loa', 'vinaka', 'vinaka vakalevu', "fa'afetai",
  "fa'afetai tele lava", "fakafeta'i", 'mālō', "mālō 'aupito", 'malo aupito', 'mauruuru',
  'meitaki', 'ngā mihi', 'ngā mihi nui', 'kia ora', 'tēnā koe', 'diolch yn fawr',
  'go raibh maith agat', 'mulțumesc', 'faleminderit', 'hvala', 'спасибо', 'спасибі', 'дякую',
  'благодаря', 'благодарим', 'хвала', 'ευχαριστώ', 'ありがとう', 'ありがとうございます', '谢谢', '謝謝',
  '감사합니다', 'धन्यवाद', 'شكرا', 'شكرا جزيلا', 'جزاك الله خيرا', 'ngiyabonga', 'medaase',
];
// prettier-ignore
const WELCOMES = [
  'welkom', 'welkom terug', 'bienvenido', 'bienvenida', 'bienvenidos', 'bienvenidas',
  'bienvenue', 'benvenuto', 'benvenuta', 'benvenuti', 'bem-vindo', 'bem-vinda', 'bem vindo',
  'bem vinda', 'seja bem-vindo', 'seja bem-vinda', 'willkommen', 'herzlich willkommen',
  'välkommen', 'velkommen', 'velkomin', 'tervetuloa', 'witaj', 'witamy', 'vitaj', 'vítej',
  'vítejte', 'dobrodošao', 'dobrodošla', 'dobrodošli', 'добро пожаловать', 'ласкаво просимо',
  'добре дошли', 'добре дошъл', 'добре дошла', 'hoş geldin', 'hoş geldiniz', 'bine ai venit',
  'bine ați venit', 'bun venit', 'mirë se erdhe', 'mirë se erdhët', 'mirë se vjen',
  'mirë se vini', 'karibu', 'karibu sana', 'ahlan', 'ahlan wa sahlan', 'marhaba',
  'أهلا وسهلا', 'أهلا', 'مرحبا', 'selamat datang', 'maligayang pagdating', 'haere mai',
  'nau mai', 'nau mai haere mai', 'croeso', 'fáilte', 'ongi etorri', 'benvingut', 'benvinguda',
  'tere tulemast', 'laipni lūdzam', 'sveiki atvykę', 'üdvözlünk', 'isten hozott', 'καλώς ήρθες',
  'καλωσόρισες', 'ברוך הבא', 'ברוכה הבאה', 'स्वागत है', 'swagat hai', 'ようこそ', '欢迎', '歡迎',
  '환영합니다', 'chào mừng', 'youkoso', 'yōkoso', 'talofa', 'bula vinaka', 'aloha',
  'akwaaba', 'sawubona', 'wamkelekile', 'ẹ káàbọ̀', 'sannu da zuwa',
];

/** Greetings of Spanish, which opens its exclamation with "¡": "¡Felicidades, Yese!". */
// prettier-ignore
const SPANISH = new Set(['felicidades', 'gracias', 'felicitaciones', 'enhorabuena', 'bien hecho',
  'buen trabajo', 'muchas gracias', 'mil gracias', 'eres un crack', 'eres una crack',
  'bienvenido', 'bienvenida', 'bienvenidos', 'bienvenidas', 'olé'].map(norm));

/**
 * Words said with a name when the person is addressed: "doamna Cristina", "Ravi bhai",
 * "Señora Quispe". They belong to the address, never to the greeting or a tail.
 */
// prettier-ignore
const HONORIFICS = new Set(['doamna', 'doamnă', 'domnule', 'domnul', 'señora', 'señor',
  'señorita', 'don', 'doña', 'sra', 'sr', 'srta', 'herr', 'frau', 'mevrouw', 'meneer',
  'pani', 'panie', 'pan', 'madame', 'monsieur', 'mme', 'signora', 'signor', 'dona', 'senhora',
  'senhor', 'mama', 'baba', 'bwana', 'dada', 'kaka', 'ndugu', 'hermano', 'hermana', 'tía', 'tío',
  'ji', 'bhai', 'didi', 'bhaiya', 'sahib', 'san', 'sensei', 'ssi', 'hanım', 'bey', 'abla', 'abi',
  'ustaz', 'ustadh', 'kuya', 'ate', 'tita', 'tito', 'aunty', 'uncle'].map(norm));

/**
 * A vocative particle before the name, "ya Abdelrahman" (Arabic, Urdu, Swahili's "ewe" aside):
 * it belongs to the address and is said with it, never set off by a comma.
 */
const VOCATIVES = new Set(['ya', 'yaa', 'ey', 'ay']);

/**
 * Whom a greeting to everyone addresses: "Julley everyone", "Salam all", "Kia ora koutou".
 * English's words and a few the teams type beside them.
 */
// prettier-ignore
const EVERYONE = new Set(['everyone', 'everybody', 'all', 'team', 'folks', "y'all", 'yall',
  'guys', 'people', 'whanau', 'koutou', 'katoa', 'todos', 'todas', 'tous', 'alle', 'wote']);

/** Case, accents, curly apostrophes and a hyphen's place do not make another greeting. */
function norm(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/gu, "'")
    .replace(/-/gu, ' ');
}

const PHRASES = new Set([...CONGRATULATIONS, ...THANKS, ...WELCOMES].map(norm));
const LONGEST = Math.max(...[...PHRASES].map((p) => p.split(' ').length));
/** The words a greeting opens with: every other unit is passed over at once. */
const FIRST_WORDS = new Set([...PHRASES].map((p) => p.split(' ')[0]!));

/** Latin letters: a name added after a greeting in another script would read backwards. */
const LATIN = /\p{Script=Latin}/u;

export interface Greeting {
  /** The greeting's words as typed, its marks dropped: "Muchas gracias", "bine ai venit". */
  words: string;
  /** Whom it addresses, as typed: "Lacho", "doamna Cristina"; empty when no one is named. */
  address: string;
  /** What follows in the same language: "eres un crack". */
  tail: string;
  /** The emoji typed after it: "💐". */
  emoji: string;
  /** Spanish: the exclamation opens with "¡". */
  spanish: boolean;
  /**
   * A thanks of a language the lists lack, as typed ("Baie dankie Oom Koos, jy's 'n legend"):
   * said in its own words, no comma added where its language may put none.
   */
  typed?: string;
}

/** A word of a name: capitalised ("Yese", "Фируза"), or one of the person's own names. */
function nameWord(word: string, names: ReadonlySet<string>): boolean {
  return /^\p{Lu}/u.test(word) || names.has(word.toLowerCase());
}

/**
 * A tail in the greeting's own language: short, no figure, no English function word, and
 * some word English does not have ("eres un crack", "tele lava"); "Bravo team" has none.
 */
function ownLanguage(tail: string): boolean {
  const list = tail.split(/\s+/u);
  if (list.length > 6 || /\p{N}/u.test(tail) || englishWordsIn(tail) > 0) return false;
  if (!LATIN.test(tail) || otherLanguage(tail)) return true;
  const known = lexicon();
  return list.some((w) => {
    const word = w.replace(/[^\p{L}'’-]+/gu, '');
    return /^\p{Ll}/u.test(word) && !(word.toLowerCase() in known);
  });
}

/** A word English does not have: no lexicon entry, no function word, letters only. */
function wordAbroad(typed: string, names: ReadonlySet<string>): boolean {
  const word = typed.replace(/^[¡¿]+|[,!.]+$/gu, '');
  if (!/^\p{L}[\p{L}'’-]*$/u.test(word)) return false;
  const lower = word.toLowerCase();
  return !names.has(lower) && !(lower in lexicon()) && englishWordsIn(lower) === 0;
}

/** A word of the address: the person's name, an honorific or a vocative particle. */
function addressWord(typed: string, names: ReadonlySet<string>): boolean {
  const word = typed.replace(/,$/u, '');
  return names.has(word.toLowerCase()) || HONORIFICS.has(norm(word)) || VOCATIVES.has(norm(word));
}

/**
 * How many words of a thanks the writer has no list for open the unit: "Baie dankie Oom
 * Koos", "Fakaaue lahi Tofua", "Dios bo'otik, Don Evaristo". One to three words English does
 * not have, then the person's own name (with its honorific): nothing else is certain enough
 * to be read as a greeting, so 0.
 */
function thanksAbroadLength(tokens: readonly string[], names: ReadonlySet<string>): number {
  if (!names.size) return 0;
  for (let k = 1; k <= Math.min(3, tokens.length - 1); k++) {
    const lead = tokens.slice(0, k);
    if (!lead.every((t) => wordAbroad(t, names))) return 0;
    if (lead.slice(0, -1).some((t) => t.endsWith(','))) return 0;
    const address = tokens.slice(k, k + 3);
    const named = address.findIndex((t) => names.has(t.replace(/,$/u, '').toLowerCase()));
    if (named >= 0 && address.slice(0, named + 1).every((t) => addressWord(t, names))) return k;
  }
  return 0;
}

/** The unit's words without its closing emoji and its marks: what is read as a greeting. */
function bodyOf(text: string): { body: string; emoji: string } {
  const trailing = closingEmoji(text);
  const body = text
    .slice(0, text.length - trailing.length)
    .replace(/^[\s¡!]+/u, '')
    .replace(/[\s!¡.]+$/u, '');
  return { body, emoji: trailing.trim() };
}

/** How many words of a greeting of the lists open the tokens, or 0. */
function knownLength(tokens: readonly string[]): number {
  // "bem-vindo" and "bem vindo" alike: a hyphen inside the greeting splits it as a space.
  const bare = tokens.slice(0, LONGEST).map((t) => norm(t.replace(/[,!¡.]+$/u, '')));
  for (let n = Math.min(LONGEST, tokens.length); n > 0; n--) {
    // A comma inside the greeting's words ends it: "Felicidades, Yese" is one word long.
    if (tokens.slice(0, n - 1).some((t) => t.endsWith(','))) continue;
    if (PHRASES.has(bare.slice(0, n).join(' '))) return n;
  }
  return 0;
}

/**
 * The greeting a unit is, whole, or undefined. `names` are the person's names in lower
 * case: "felicidades yese" addresses Yese even typed in lower case. A thanks of a language
 * the lists lack is one only when it names the person ("Baie dankie Oom Koos, jy's 'n
 * legend"), and what follows the name is its own language after a comma (ADR 173).
 */
export function greetingOf(
  text: string,
  names: ReadonlySet<string> = new Set(),
): Greeting | undefined {
  const first = /^[\s¡!]*([^\s,!.]+)/u.exec(text)?.[1];
  if (!first) return undefined;
  const { body, emoji } = bodyOf(text);
  if (!body || /[?:;()]/u.test(body) || /\p{N}/u.test(body)) return undefined;
  const tokens = body.split(/\s+/u);
  const listed = FIRST_WORDS.has(norm(first).split(' ')[0]!) ? knownLength(tokens) : 0;
  const n = listed || thanksAbroadLength(tokens, names);
  if (n === 0) return undefined;
  const said = tokens.slice(0, n).join(' ').replace(/,$/u, '');
  const rest = tokens.slice(n);
  // The address: a name or two after the greeting, with its honorifics, up to a comma.
  let at = 0;
  let named = 0;
  while (at < rest.length && at < 4) {
    const word = rest[at]!.replace(/,$/u, '');
    const courtesy = HONORIFICS.has(norm(word)) || VOCATIVES.has(norm(word));
    if (!courtesy && !nameWord(word, names)) break;
    if (!courtesy) named++;
    at++;
    if (rest[at - 1]!.endsWith(',')) break;
  }
  if (!named) at = 0;
  const address = rest.slice(0, at).join(' ').replace(/,$/u, '');
  const tail = rest.slice(at).join(' ').replace(/^,\s*/u, '').replace(/,$/u, '');
  // The tail is the greeting's own language, short, with no English word in it; after a
  // greeting of no list, only once a comma has closed the address.
  if (tail && !ownLanguage(tail)) return undefined;
  if (!listed && (!named || (tail && !rest[at - 1]?.endsWith(',')))) return undefined;
  return {
    words: said,
    address,
    tail,
    emoji,
    spanish: SPANISH.has(norm(said)) || /^\s*¡/u.test(text),
    ...(!listed && { typed: body }),
  };
}

/**
 * A greeting to everyone, "Julley everyone!", "Salam all", "Kia ora koutou": a greeting of
 * the lists or one to three words English does not have, then whom it greets. It greets the
 * readers; typed at the notes' start it was posted mid-post (ADR 173).
 */
export function greetsEveryone(text: string): boolean {
  const { body } = bodyOf(text);
  if (!body || /[\p{N}?:;()]/u.test(body)) return false;
  const tokens = body.replace(/,/gu, '').split(/\s+/u);
  if (tokens.length < 2 || tokens.length > 4 || !EVERYONE.has(norm(tokens.at(-1)!))) return false;
  const lead = tokens.slice(0, -1);
  return (
    PHRASES.has(norm(lead.join(' '))) ||
    lead.every((t) => wordAbroad(t, new Set()) && /^\p{L}/u.test(t))
  );
}

/**
 * "Some news from the processing unit", "Good news from ward 4": the lead-in typed after a
 * greeting to everyone. It announces the notes; told after the post's own opening it read as
 * a second one (ADR 173).
 */
export const NEWS_LEAD =
  /^(?:(?:some|a bit of|a little|big|good|great|happy|exciting|lovely|quick|fantastic|proud)\s+)*news\b[^.!?\d]{0,50}[.!:]*$/iu;

/**
 * The greeting as the post's closing line: said once, whole, "Felicidades, Yese!", the
 * address as the user typed it (their nickname, their honorific), else the name the post
 * uses; "¡…!" in Spanish; a full stop where the tone has no exclamation marks; the emoji
 * after the mark. A greeting in another script than the name's is said as typed, no name
 * added ("الله يبارك!").
 */
export function greetingSaid(greeting: Greeting, short: string, exclaim: boolean): string {
  const { words, address, tail, emoji, typed } = greeting;
  if (typed) {
    const said = `${exclaim && greeting.spanish ? '¡' : ''}${upperFirst(typed)}${exclaim ? '!' : '.'}`;
    return emoji ? `${said} ${emoji}` : said;
  }
  const opener = `${words[0]!.toUpperCase()}${words.slice(1)}`;
  const name = address || (LATIN.test(words) === LATIN.test(short) ? short : '');
  // "Mabrouk ya Abdelrahman": a vocative particle is said with the greeting, no comma.
  const vocative = VOCATIVES.has(norm(name.split(' ')[0] ?? ''));
  const parts = [vocative ? `${opener} ${name}` : opener, vocative ? '' : name, tail]
    .filter(Boolean)
    .join(', ');
  const mark = exclaim ? '!' : '.';
  const said = `${exclaim && greeting.spanish ? '¡' : ''}${parts}${mark}`;
  return emoji ? `${said} ${emoji}` : said;
}
