import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

describe('nameForms', () => {
  it.each([
    ['Maya Patel', 'Maya'],
    ['Jean-Luc Picard', 'Jean-Luc'],
    ["Siobhán O'Connor-Ní Bhriain", "Siobhán O'Connor-Ní Bhriain"],
    ['Ahmed Khan', 'Ahmed'],
    ['Björk', 'Björk'],
    ['Dr. Rajesh Kumar', 'Dr. Kumar'],
    ['Prof Ana de Souza', 'Prof Souza'],
    // A rank goes with the family name as a title does (issue 21, eleventh blind set).
    ['Capt. Elif Yıldız', 'Capt. Yıldız'],
    ['Sgt Tomasz Nowak', 'Sgt Nowak'],
    // Issue 21, eleventh set: a Vietnamese name marked family-first is called by its last
    // word, and a compound given name by both its words; the full name at every mention was
    // what readers rewrote.
    ['Nguyễn Thị Lan', 'Lan'],
    ['Li Wei', 'Li Wei'],
    ['María José Ortega', 'María José'],
    // A Maghrebi compound given name is said with both its words (ADR 090).
    ['Fatima Zohra Amrani', 'Fatima Zohra'],
    ['Ludwig van Beethoven', 'Ludwig'],
    ['John F. Kennedy', 'John'],
    ['J. R. Smith', 'J. R. Smith'],
    ['Martin Luther King Jr.', 'Martin Luther King Jr.'],
    ['Sam Okoye Jr.', 'Sam'],
    ['王伟', '王伟'],
    ['김민준', '김민준'],
    // Typed without any case, the name is written in name case (ADR 055).
    ['bell hooks', 'Bell'],
    // Issue 21: credentials after a comma, and the name typed in quotes or brackets.
    ['Aisha Rahman, MBA', 'Aisha'],
    ['Grace Mensah, RN', 'Grace'],
    ['Rafael "Rafa" Santos', 'Rafa'],
    ['Robert (Bobby) Lee', 'Bobby'],
    // An Irish or Welsh patronymic makes the given name certain.
    ['Aoife Ní Bhraonáin', 'Aoife'],
    // A Filipino family name in two words (ADR 074).
    ['Marites Delos Reyes', 'Marites'],
    ['Ramil dela Torre', 'Ramil'],
    // The fourth blind set: a second script, a nickname before the full name in brackets.
    ['Kenji Watanabe 渡辺健二', 'Kenji'],
    ['Prof. Wang Jian (王健)', 'Prof. Wang Jian'],
    ['박지훈 (Jihoon Park)', 'Jihoon'],
    ['王芳 (Wang Fang)', 'Wang Fang'],
    ['Lin Yiting 林怡婷', 'Lin Yiting'],
    ['Big Mike (Michael Osei)', 'Big Mike'],
    ['Chen Wei (David)', 'David'],
    ['Year 10 Science team (led by Ms. Kaur)', 'Year 10 Science team (led by Ms. Kaur)'],
    ['Rhys ap Gruffydd', 'Rhys'],
    // A particle joined to the family name by a hyphen is the particle typed apart (ADR 075).
    ['Layla El-Masri Farouk', 'Layla'],
    ['Omar bin-Rashid Al Tamimi', 'Omar'],
    ['Hana Abd-Allah Nasser', 'Hana Abd-Allah Nasser'],
    // Issue 21, ninth set: any other script beside the Latin name is that name again.
    ['Yusuf Karim (يوسف كريم)', 'Yusuf'],
    ['Olga Petrova Ольга Петрова', 'Olga'],
    // A title before the other script and the Latin rendering in brackets.
    ['Dr. 陈静 (Jing Chen)', 'Dr. Chen'],
    ['Prof. Сергей Орлов (Sergei Orlov)', 'Prof. Orlov'],
    // Issue 21, eleventh set: the other script first, the Latin rendering in brackets, is
    // no nickname; the Latin given name is said after the first mention.
    ['Σοφία Καραλή (Sofia Karali)', 'Sofia'],
    ['Ирина Соколова (Irina Sokolova)', 'Irina'],
    // Family-first names whose given name is certain.
    ['Trần Văn Bảo', 'Bảo'],
    ['Pham Thi Thu Ha', 'Ha'],
    ['Tran Minh Le', 'Tran Minh Le'],
    ['Park Seo-yeon', 'Seo-yeon'],
    ['이서연 (Lee Seo-yeon)', 'Seo-yeon'],
    ['Kim Baker-Hughes', 'Kim Baker-Hughes'],
    ['Wong Siu-ming (黃小明)', 'Siu-ming'],
    ['Gurpreet Singh Dhillon', 'Gurpreet'],
    // Compound given names, and Spanish or Portuguese names with two family names.
    ['Ana Paula Ribeiro Matos', 'Ana Paula'],
    ['Mary Ann Fowler', 'Mary Ann'],
    ['Inés Calderón Vega', 'Inés'],
    ['Tomás Rocha Brandão', 'Tomás'],
    ['Caio Simões dos Reis', 'Caio'],
    ['José Pedro Araújo', 'José Pedro Araújo'],
    ['Priya Lakshmi Rao', 'Priya Lakshmi Rao'],
    // Malay names: the given name is before "bin"/"binti".
    ['Mohd Firdaus bin Razak', 'Firdaus'],
    ['Siti Aminah binti Yusof', 'Siti Aminah'],
    // A Balinese name is called by its last word; a Māori family name may open with "Te".
    ['Ni Made Sekar Ayu', 'Ayu'],
    ['I Wayan Bagus Santika', 'Santika'],
    ['Mereana Te Rangi', 'Mereana'],
    ['Azlan Shah bin Kamal', 'Azlan Shah'],
  ])('%s is called %s after the first mention', (name, short) => {
    expect(nameForms(name).short).toBe(short);
  });

  it('keeps the name exactly as typed when any letter has its case, whitespace aside', () => {
    expect(nameForms('  dR.  ana maría garcía-lópez ').full).toBe('dR. ana maría garcía-lópez');
  });

  // ADR 055: "marcus bell" posted to a whole channel reads as a slip; a name typed with any
  // case of its own is the user's spelling and is never touched.
  it.each([
    ['marcus bell', 'Marcus Bell'],
    ['JAYDEN COOPER', 'Jayden Cooper'],
    ['kelly-ann p', 'Kelly-Ann P'],
    ["sean o'donoghue", "Sean O'Donoghue"],
    ['ryan mcdonald', 'Ryan McDonald'],
    ['ludwig van der berg', 'Ludwig van der Berg'],
    ['ana de la cruz', 'Ana de la Cruz'],
    ['tran le', 'Tran Le'],
    ['ahmad bin ismail', 'Ahmad bin Ismail'],
    ['dr. ana maría garcía-lópez', 'Dr. Ana María García-López'],
    ['james smith iii', 'James Smith III'],
    ['MALGORZATA KOWALCZYK', 'Malgorzata Kowalczyk'],
    // Left as typed: any mixed case, another script, or more than a name.
    ['DeShawn McKnight', 'DeShawn McKnight'],
    ['danielle LaRue', 'danielle LaRue'],
    ['Marcus bell', 'Marcus bell'],
    ['王伟', '王伟'],
    ['ελένη παπαδοπούλου', 'ελένη παπαδοπούλου'],
    ['nikhil + the payments squad', 'Nikhil + the payments squad'],
    ['the whole kitchen team', 'the whole kitchen team'],
    ['ramp team and nights crew', 'ramp team and nights crew'],
    ['AJ', 'AJ'],
    ['AJ COLE', 'AJ Cole'],
  ])('%s is written %s', (typed, full) => {
    expect(nameForms(typed).full).toBe(full);
  });

  it('re-cases the preferred name only with a name typed without case', () => {
    expect(nameForms('marcus bell', 'marc').short).toBe('Marc');
    expect(nameForms('Priya Raman', 'pixel').short).toBe('pixel');
  });

  it('takes a bracketed word for a nickname only when it starts with a capital', () => {
    expect(nameForms('Ramp team, Gate B (nights)').short).toBe('Ramp team, Gate B (nights)');
    expect(nameForms('Robert (Bobby) Lee').short).toBe('Bobby');
  });

  it('drops a stray final comma or full stop, not the one of an initial or "Jr."', () => {
    expect(nameForms('Maya Patel,').full).toBe('Maya Patel');
    expect(nameForms('Maya Patel.').full).toBe('Maya Patel');
    expect(nameForms('John F.').full).toBe('John F.');
    expect(nameForms('Martin Luther King Jr.').full).toBe('Martin Luther King Jr.');
  });

  it('leaves out a remark typed in brackets after a name, never a nickname', () => {
    // A writer error (2026-11-27): the remark was repeated at every mention, and the name
    // check then refused every option, the guaranteed one too.
    const remark = nameForms('Joana Costa', 'Miss Costa (the class will call her Miss C anyway)');
    expect(remark.short).toBe('Miss Costa');
    expect(remark.allowed).toEqual(['Joana Costa', 'Miss Costa']);
    expect(nameForms('Tomasz Nowak (everyone just says Tom, honestly)').full).toBe('Tomasz Nowak');
    expect(nameForms('Kim Min-jun', 'MJ (김민준)').short).toBe('MJ (김민준)');
    expect(nameForms('Maria Silva', 'Mia (Maria da Silva)').short).toBe('Mia (Maria da Silva)');
    expect(nameForms('Jihoon Park', 'Jay (Jay Jay)').short).toBe('Jay (Jay Jay)');
  });

  it('uses the preferred name when one is given', () => {
    const forms = nameForms('Robert Smith', 'Bobby');
    expect(forms.short).toBe('Bobby');
    expect(forms.allowed).toEqual(['Robert Smith', 'Bobby']);
  });
});

describe('what is typed beside the name (ADR 055, 2026-11-27)', () => {
  it.each([
    ['Jihoon (JJ) Park', 'Jihoon (JJ) Park', 'JJ', undefined, undefined],
    ['Jihoon (Jay Jay) Park', 'Jihoon (Jay Jay) Park', 'Jay Jay', undefined, undefined],
    ['(Jihoon Park', 'Jihoon Park', 'Jihoon', undefined, undefined],
    ['Jihoon Park)', 'Jihoon Park', 'Jihoon', undefined, undefined],
    ['Dr. Amara Osei (she/her)', 'Dr. Amara Osei', 'Dr. Osei', 'she', undefined],
    ['Sam Reyes (they/them)', 'Sam Reyes', 'Sam', 'they', undefined],
    ['Leo Brandt he/him', 'Leo Brandt', 'Leo', 'he', undefined],
    ['Robin Hale (she/they)', 'Robin Hale', 'Robin', undefined, undefined],
    ["Tom O'Neill - contractor", "Tom O'Neill", 'Tom', undefined, 'contractor'],
    ['Ana Ruiz (summer intern)', 'Ana Ruiz', 'Ana', undefined, 'summer intern'],
    // Left alone: a bracket nobody can read as one of these, and a name that is a word.
    ['Jihoon (JJ Park', 'Jihoon (JJ Park', 'Jihoon (JJ Park', undefined, undefined],
    ['Chris Temple', 'Chris Temple', 'Chris', undefined, undefined],
    ['Intern', 'Intern', 'Intern', undefined, undefined],
  ])(
    '“%s” → full “%s”, short “%s”, pronouns %s, qualifier %s',
    (typed, full, short, pronouns, qualifier) => {
      const forms = nameForms(typed);
      expect(forms.full).toBe(full);
      expect(forms.short).toBe(short);
      expect(forms.pronouns).toBe(pronouns);
      expect(forms.qualifier).toBe(qualifier);
    },
  );
});

describe('short forms readers use after the first mention (ADR 115, 2026-11-28)', () => {
  it.each([
    // A nickname typed in quotes inside brackets after the name is what colleagues call them.
    ['Tserendorj Bat-Erdene ("Tsogoo")', 'Tsogoo'],
    ['Ngawang Tenzin Lama ("Tenzi")', 'Tenzi'],
    // A nickname in quotes after a slash and a second writing: no stray quote kept.
    ["陳美玲 (Mei-Ling Chen / 'Mandy')", 'Mandy'],
    ['Иван Петров (Ivan Petrov / "Vanya")', 'Vanya'],
    // An honorific said with the given name is never the name alone.
    ['Doña Remedios Aguilar', 'Doña Remedios'],
    ['Don Ezequiel Barragán Soto', 'Don Ezequiel'],
    ['Khun Somchai Rattanakorn', 'Khun Somchai'],
    ['Sheikh Omar Farouk', 'Sheikh Omar'],
    // A Spanish-speaking title goes with the first family name of two.
    ['Ing. Delfina Condori Huanca', 'Ing. Condori'],
    ['Lic. Marisol Ticona Apaza', 'Lic. Ticona'],
    ['Dra. Renata Salgado Prieto', 'Dra. Salgado'],
    // A middle given name keeps the title with the last name.
    ['Dr. Ana María Ferreira', 'Dr. Ferreira'],
    ['Ing. Hans Peter Müller', 'Ing. Müller'],
    // Two given names and two family names: the given names.
    ['José Pablo Cordero Solís', 'José Pablo'],
    ['Juan Carlos Ibáñez Rueda', 'Juan Carlos'],
    // A middle word that is never a given name of its own.
    ['Sunil Kumar Menon', 'Sunil'],
    ['Priya Kumari Das', 'Priya'],
    ['Karim Ben Youssef', 'Karim'],
    ['Sidi Ould Cheikh', 'Sidi'],
    ['Tariq Hamad Al-Mansoori', 'Tariq'],
  ])('%s → %s', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });

  it.each([
    // Unsure: the full name, never a part that may be the family name.
    ['Abdul Aziz Al-Harbi'],
  ])('%s stays whole', (typed) => {
    expect(nameForms(typed).short).toBe(typed);
  });

  it('a quoted nickname is allowed, with no quote mark left on it', () => {
    expect(nameForms("陳美玲 (Mei-Ling Chen / 'Mandy')").allowed).not.toContain("Mandy'");
  });
});

describe('nicknames wherever typed, suffixes and credentials (ADR 115 amended, 2026-11-28)', () => {
  it.each([
    // A nickname in quotes in the middle: straight, single, curly.
    ['Lucía "Lulu" Fernández', 'Lulu'],
    ["Wojciech 'Wojtek' Kamiński", 'Wojtek'],
    ['Abena “Bee” Owusu', 'Bee'],
    ['Hamid ‘Hami’ Rahimi', 'Hami'],
    // A nickname that repeats the given name is said as typed.
    ['Ciarán "Little Ciarán" Doyle', 'Little Ciarán'],
    ['Joe "Big Joe" Kowalczyk Jr.', 'Big Joe'],
    // Brackets without quotes.
    ['Zhang Xiuying (Sue)', 'Sue'],
    ['Olufemi Bakare (Femi)', 'Femi'],
    // "goes by", "aka", "pref.", "prefers", "known as".
    ['Tran Thi Mai (goes by Maggie)', 'Maggie'],
    ['Małgorzata, pref. Gosia', 'Gosia'],
    ['Anastasia Petrova aka Stacy', 'Stacy'],
    ['Vladimir Orlov (a.k.a. Vova)', 'Vova'],
    ['Nokuthula Dube (prefers Thula)', 'Thula'],
    ['Pádraig Ó Súilleabháin, known as Paddy', 'Paddy'],
    ['Rajinder Gill - goes by "Raj"', 'Raj'],
    // Suffixes and credentials after the name: never the short form.
    ['Esteban Morales Jr.', 'Esteban'],
    ['Deborah Klein, RN', 'Deborah'],
    ['Theodore Banks III', 'Theodore'],
    ['Chinedu Obi, BSN, RN', 'Chinedu'],
    ['Marcus Webb, P.Eng.', 'Marcus'],
    ['Oliver Grant Jnr', 'Oliver'],
  ])('%s → %s', (typed, short) => {
    const forms = nameForms(typed);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
    // The full name as typed (a final full stop of "P.Eng." aside, as before); a calling
    // name typed after it with no brackets ("aka Stacy") is said in brackets (ADR 150).
    const phrase = /(?:,| -| —)? (?:pref\.|aka|known as|goes by) "?\p{Lu}\p{L}+"?$/u;
    if (phrase.test(typed)) expect(forms.full).toBe(`${typed.replace(phrase, '')} (${short})`);
    else expect(typed.startsWith(forms.full)).toBe(true);
  });

  it.each([
    // The whole name in quotes, an apostrophe, a bare word after "called": no nickname.
    ["Niamh O'Sullivan", 'Niamh'],
    ['Amara Called', 'Amara'],
    // Initials after "AKA" are no name of letters: the name before the bracket.
    ['Kofi Boateng (AKA K.B.)', 'Kofi Boateng'],
  ])('%s → %s (no nickname read)', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });
});

describe('a calling name typed after the name, and double given names (ADR 150)', () => {
  it.each([
    ["Facundo Ezequiel Sosa — goes by 'Chino'", 'Facundo Ezequiel Sosa (Chino)', 'Chino'],
    ['Kim Min-jun aka MJ', 'Kim Min-jun (MJ)', 'MJ'],
    ['Luis — call him Lucho', 'Luis (Lucho)', 'Lucho'],
    ['Tomasz Wiśniewski / everyone calls him Tomek', 'Tomasz Wiśniewski (Tomek)', 'Tomek'],
    ['Anjali Mehta - goes by “Anji”', 'Anjali Mehta (Anji)', 'Anji'],
    ['Benjamin Okafor, goes by Benjamin', 'Benjamin Okafor', 'Benjamin'],
    ['Nguyễn Thị Lan (Lan)', 'Nguyễn Thị Lan', 'Lan'],
    ['Tran Thi Mai (goes by Maggie)', 'Tran Thi Mai (goes by Maggie)', 'Maggie'],
    ['Luz Marina Ortega', 'Luz Marina Ortega', 'Luz Marina'],
    ['Jean François Dubois', 'Jean François Dubois', 'Jean François'],
    ['María Soledad Vargas', 'María Soledad Vargas', 'María Soledad'],
    ['José Cruz Martínez', 'José Cruz Martínez', 'José'],
  ])('%s is said %s, then %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
  });
});
