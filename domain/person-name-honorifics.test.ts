import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

// ADR 147: a courtesy title typed before the personal name (Burmese, Indonesian, Malay, South
// Asian, East and West African) is said with the full name once and never as the name after
// it: "Daw" alone read as her first name.
describe('nameForms: a courtesy title before the name', () => {
  it.each([
    ['Pak Agus Setiawan', 'Agus'],
    ['Ibu Ratna Dewi Lestari', 'Ratna Dewi Lestari'],
    ['Encik Azlan Hashim', 'Azlan'],
    ['Hajjah Noraini binti Osman', 'Noraini'],
    ['Tuan Haji Rosli Ahmad', 'Rosli'],
    ["Dato' Sri Kamal Ariffin", 'Kamal'],
    ['Chief Adebayo Ogunleye', 'Adebayo'],
    ['Mama Halima Achieng', 'Halima'],
    ['Smt. Kavitha Rao', 'Kavitha'],
    ['Shri Mahesh Kulkarni', 'Mahesh'],
    ['Ustazah Farah Hanim', 'Farah'],
    ['Ustadzah Nurul Hidayah', 'Nurul'],
  ])('%s is said whole once, then %s', (typed, short) => {
    const forms = nameForms(typed);
    expect(forms.short).toBe(short);
    expect(forms.called).not.toMatch(
      /^(?:Daw|U|Ko|Ma|Pak|Ibu|Encik|Hajjah|Tuan|Haji|Dato'?|Chief|Mama|Smt\.?|Shri|Ustazah|Ustadzah)(?: |$)/,
    );
    expect(forms.full.toLowerCase()).toBe(typed.toLowerCase());
  });

  // ADR 165: a Burmese name is never shortened and its title is how colleagues address the
  // person, so it stays with the name ("say hello to Daw" and "Khin Thida Aung" alone were
  // both marked by the readers of vw17).
  it.each([
    ['Daw Ei Mon Kyaw', 'Daw Ei Mon Kyaw'],
    ['U Thein Zaw Oo', 'U Thein Zaw Oo'],
    ['Ko Min Htet Aung', 'Ko Min Htet Aung'],
    ['Ma Hnin Wai Phyo', 'Ma Hnin Wai Phyo'],
    ['daw thida san', 'Daw Thida San'],
  ])('%s keeps its title at every mention (%s)', (typed, short) => {
    const forms = nameForms(typed);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
  });

  it.each([
    // Words that are titles in one country and names or family names in another keep the
    // reading they had: a Chinese "Ma", a Vietnamese "Tuấn", an Indonesian given name "Sri".
    ['Ma Long', 'Ma Long'],
    ['Ma Xiaoling Chen', 'Ma Xiaoling Chen'],
    ['Tuan Nguyen', 'Tuan'],
    ['Tuan Anh Nguyen', 'Tuan Anh Nguyen'],
    ['Ko Eun-ji', 'Eun-ji'],
    ['U Thant', 'U Thant'],
    ['Sri Wahyuni', 'Sri'],
  ])('%s keeps its reading (%s)', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });
});

// ADR 147: the name colleagues use, typed with its honorific ("Imran bhai", "Venky sir",
// "Mori-sensei"), is the name after the first mention, honorific and all; the words about
// who uses it are no part of any name.
describe('nameForms: a calling name with an honorific after it', () => {
  it.each([
    ['Syed Imran Haider (Imran bhai to everyone)', 'Syed Imran Haider', 'Imran bhai'],
    ['Venkatesh Iyer (Venky sir)', 'Venkatesh Iyer', 'Venky sir'],
    ['Rajesh Kumar Pillai [known as Raju anna]', 'Rajesh Kumar Pillai', 'Raju anna'],
    ['Sunita Devi Sharma ("Sunita didi")', 'Sunita Devi Sharma', 'Sunita didi'],
    ['Priyanka Nair (Priya chechi to the night shift)', 'Priyanka Nair', 'Priya chechi'],
    ['Farhan Ali (Farhan Bhai)', 'Farhan Ali', 'Farhan Bhai'],
    ['Emiko Mori-sensei', 'Emiko Mori-sensei', 'Mori-sensei'],
    ['karthik sir', 'Karthik sir', 'Karthik sir'],
    ['ALI-SAN', 'Ali-san', 'Ali-san'],
    ['Lee Seo-yeon (Seo-yeon-ssi)', 'Lee Seo-yeon', 'Seo-yeon-ssi'],
  ])('%s is said %s, then %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
  });

  it.each([
    ['Jackie Chan', 'Jackie'],
    ['Aung San Suu Kyi', 'Aung San Suu Kyi'],
    ['Anna Maria Rossi (Annie)', 'Annie'],
    ['Min-ji Park', 'Min-ji'],
  ])('%s keeps its reading (%s)', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });
});

// ADR 147 (extends ADR 134): an HR export's capitals are how the system stores the name, not
// how the person spells it; the family name in capitals beside a given name in lower case, or
// a given name in capitals before an initial, is said in name case with the initial's stop.
describe('nameForms: a name as an HR export writes it', () => {
  it.each([
    ['MIGUEL A Torres', 'Miguel A. Torres', 'Miguel'],
    ['OKAFOR, chinedu', 'Chinedu Okafor', 'Chinedu'],
    ['RAMIREZ, LUIS F', 'Luis F. Ramirez', 'Luis'],
    ['PATEL, Anjali K', 'Anjali K. Patel', 'Anjali'],
    ['DUBOIS, marie-claire', 'Marie-Claire Dubois', 'Marie-Claire'],
    ['KWAME O MENSAH', 'Kwame O. Mensah', 'Kwame'],
    ['NGUYEN, thi lan', 'Thi Lan Nguyen', 'Lan'],
    ['DE LA CRUZ, rosario', 'Rosario de la Cruz', 'Rosario'],
  ])('%s is said %s, then %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
  });

  it.each([
    // Capitals that mark the family name (ADR 127), a name typed in its own case, initials.
    ['KOUASSI Serge', 'KOUASSI Serge', 'Serge'],
    ['Harry S Truman', 'Harry S Truman', 'Harry'],
    ['AJ COLE', 'AJ Cole', 'AJ'],
    ['Smith, John R', 'John R Smith', 'John'],
  ])('%s keeps its reading', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
  });
});

// ADR 147 (extends ADR 115): a title of a Spanish-speaking country before two given names and
// two family names goes with the first family name after the first mention, never the whole
// name again; a name with no such shape keeps its words.
describe('nameForms: a title before two given names and two family names', () => {
  it.each([
    ['Ing. Wilber Ernesto Portillo Rivas', 'Ing. Portillo'],
    ['Lic. Ana Gabriela Solís Mejía', 'Lic. Solís'],
    ['Dra. María Fernanda Quispe Huamán', 'Dra. Quispe'],
    ['Arq. Luis Alberto Cáceres Prado', 'Arq. Cáceres'],
    ['Ing. Carlos Andrés Montoya Restrepo', 'Ing. Montoya'],
    ['Dr. Raúl Ernesto Díaz Ortega', 'Dr. Díaz'],
  ])('%s is called %s', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
    expect(nameForms(typed).called).toBe(short);
  });

  it.each([['Dr. Mary Ann Smith Jones'], ['Lic. Juan Carlos José Pérez']])(
    '%s keeps its words',
    (typed) => expect(nameForms(typed).short).toBe(typed),
  );
});

// ADR 165: a title said with the given name (Spanish, Portuguese, Thai, Arabic) is never the
// name alone; "Don", "Dona", "Tia" are read as titles only where the name or the notes say so.
describe('nameForms: a title said with the given name', () => {
  it.each([
    ['Don Refugio Orozco', '45 años de jimador. gracias Don Cuco', 'Don Refugio'],
    ['Dona Aparecida Santos', 'obrigado Dona Cida!', 'Dona Aparecida'],
    ['Don Jose Martinez', '', 'Don Jose'],
    ['Seu Jorge Almeida', '', 'Seu Jorge'],
    ['Tía Rosa Méndez', '', 'Tía Rosa'],
    ['Doña Carmen', '', 'Doña Carmen'],
    ['Seu Zé', '', 'Seu Zé'],
    ['Khun Somchai', '', 'Khun Somchai'],
    ['Oom Koos Pieterse', 'Baie dankie Oom Koos', 'Oom Koos'],
    ['Tannie Marie du Plessis', '', 'Tannie Marie'],
    ['Achey Stanzin Dolma', '', 'Achey Stanzin'],
  ])('%s (notes: %s) is called %s', (typed, notes, short) => {
    const forms = nameForms(typed, undefined, notes);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
  });

  it.each([
    // English given names keep their reading; a family name after "Don" in the notes says so.
    ['Don Smith', 'thanks Don Smith', 'Don'],
    ['Don Gonzalez', '', 'Don'],
    ['Tia Jackson', '', 'Tia'],
    // No certain reading: the full name, never the first word alone in a closing.
    ['Don Michael Smith', '', 'Don Michael Smith'],
    ['Dona Lee Carter', '', 'Dona Lee Carter'],
  ])('%s (notes: %s) is called %s', (typed, notes, called) => {
    expect(nameForms(typed, undefined, notes).called).toBe(called);
  });
});
