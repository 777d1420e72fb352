/**
 * Language names as people type them where `Intl.DisplayNames` (proper-nouns.ts) names them
 * otherwise or not at all: "Luganda" (Intl: "Ganda"), "Runyankole" ("Nyankole"), "Seychellois
 * Creole" ("Seselwa Creole French"), "Baoulé" (none), creoles and patois, sign languages
 * (ADR 143). No installed package lists them; ISO 639-3's reference names are not what people
 * type. Words that are also ordinary English ("Chin", "Karen", "Ga", "Scots") are left out.
 */
// prettier-ignore
export const TYPED_LANGUAGES: readonly string[] = [
  'Luganda', 'Runyankole', 'Rukiga', 'Lusoga', 'Acholi', 'Ateso', 'Lugbara', 'Kiswahili',
  'Kalenjin', 'Chichewa', 'Kirundi', 'Kikongo', 'Tshiluba', 'isiNdebele', 'siSwati',
  'Tshivenda', 'Xitsonga', 'Dinka', 'Nuer', 'Baoulé', 'Baoule', 'Dioula', 'Twi', 'Fante',
  'Fanti', 'Darija', 'Tamazight', 'Kabyle', 'Berber', 'Bengali', 'Sinhalese', 'Sylheti',
  'Teochew', 'Hakka', 'Shanghainese', 'Taishanese', 'Bisaya', 'Visayan', 'Kapampangan', 'Bikol',
  'Tetum', 'Hawaiian', 'Maori', 'Te Reo', 'Te Reo Māori', 'Greenlandic', 'Sámi', 'Romani',
  'Ladino', 'Aramaic', 'Assyrian', 'Kurmanji', 'Sorani', 'Azeri', 'Bahasa', 'Bahasa Indonesia',
  'Bahasa Melayu', 'Nahuatl', 'Garifuna', 'Ojibwe', 'Mapudungun', 'Flemish', 'Frisian',
  'Slovene', 'Montenegrin', 'Moldovan', 'Swiss German', 'Levantine Arabic', 'Egyptian Arabic',
  'Gulf Arabic', 'Moroccan Arabic', 'Sudanese Arabic', 'Afaan Oromo', 'Pidgin', 'Creole',
  'Kreol', 'Kriol', 'Kreyòl', 'Kriolu', 'Patois', 'Jamaican Patois', 'Seychellois Creole',
  'Mauritian Creole', 'Cape Verdean Creole', 'Louisiana Creole', 'Papiamentu',
  ...signLanguages(),
];

/**
 * Names English now writes as their speakers do, whatever the keyboard typed: "taught Maori
 * lang." is "taught Māori language" (the twenty-second set's zw18, ADR 167).
 */
export const SPELLED_AS_SPOKEN: ReadonlyMap<string, string> = new Map([['maori', 'Māori']]);

const SPOKEN_SPELLING = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${[...SPELLED_AS_SPOKEN.keys()].join('|')})(?![\p{L}\p{M}])`,
  'giu',
);

/** "Maori" → "Māori" in any note; a word typed in capitals is left as typed. */
export const languagesSpelled = (text: string): string =>
  text.replace(SPOKEN_SPELLING, (typed) =>
    /^\p{Lu}?\p{Ll}*$/u.test(typed) ? SPELLED_AS_SPOKEN.get(typed.toLowerCase())! : typed,
  );

/** Sign languages, signed rather than spoken: "uses BSL" (ADR 143). */
function signLanguages(): string[] {
  // prettier-ignore
  return ['BSL', 'ASL', 'Auslan', 'NZSL', 'Libras', 'Makaton', 'British Sign Language',
    'American Sign Language', 'Irish Sign Language', 'Australian Sign Language',
    'New Zealand Sign Language', 'International Sign'];
}

const SIGNED = new Set(signLanguages().map((l) => l.toLowerCase()));

/** "BSL", "some Auslan": a sign language, with or without how well. */
export const isSignLanguage = (language: string): boolean =>
  SIGNED.has(
    language
      .replace(LANGUAGE_QUALIFIER, '')
      .replace(/\s*\(.*\)$/, '')
      .toLowerCase(),
  );

/** How well, typed before a language: "some Portuguese", "basic Arabic", "a little Greek". */
export const LANGUAGE_QUALIFIER =
  /^(?:some|basic|fluent|native|conversational|working|rusty|passable|intermediate|advanced|elementary|beginner|limited|business|schoolboy|schoolgirl|survival|a little bit of|little bit of|a little|a bit of|bit of|little|enough)\s+/i;
