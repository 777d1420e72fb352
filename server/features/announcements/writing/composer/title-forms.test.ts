import { describe, expect, it } from 'vitest';
import { proseTitle, readableTitle } from './title-forms.ts';

/**
 * A title typed as a roster line, as a sentence says it (ADR 060): each shape the parse is
 * sure of, and shapes it must leave as typed.
 */
describe('readableTitle', () => {
  it.each([
    // A shift in brackets or after a dash goes before the head.
    ['Paramedic (nights)', 'night-shift Paramedic'],
    ['Warehouse Associate - 3rd shift', '3rd-shift Warehouse Associate'],
    ['Security Officer (weekend shift)', 'weekend-shift Security Officer'],
    // A hospital or plant unit after a comma is where the person works.
    ['Charge Nurse, Neuro ICU', 'Charge Nurse in the Neuro ICU'],
    ['HCA, Cardiology Ward (days)', 'day-shift HCA in the Cardiology Ward'],
    // A market segment or a region after a comma goes before the title.
    ['Account Manager, Mid-Market', 'Mid-Market Account Manager'],
    ['Solutions Engineer, EMEA', 'EMEA Solutions Engineer'],
    // A one-word department after a slash.
    ['Clerk / Shipping', 'Clerk in Shipping'],
    ['Material Handler / Shipping - 2nd shift', '2nd-shift Material Handler in Shipping'],
    // Two jobs joined by a slash read "and".
    ['Chemistry teacher / debate club coach', 'Chemistry teacher and debate club coach'],
  ])('%s → %s', (typed, readable) => {
    expect(readableTitle(typed)).toBe(readable);
  });

  it.each([
    // A region, a market, a company or a place after a comma: not sure what it is.
    'Account Manager, West Coast',
    'Head Chef, Canal Street Kitchen',
    'Senior Engineer, Payments',
    // A slash between two things that are not both jobs, or a bracket that is not a shift.
    'Front desk / concierge',
    'UX / UI Designer',
    'Year 5 teacher (maternity cover)',
    // A shift after a title with its own bracket or comma stays as typed.
    'Analyst (contract), Risk - night shift',
  ])('leaves %s as typed', (typed) => {
    expect(readableTitle(typed)).toBe(typed);
  });

  it('keeps every word of the title it rewrites', () => {
    const readable = readableTitle('Pharmacy Technician, Oncology Unit (evenings)');
    expect(readable).toBe('evening-shift Pharmacy Technician in the Oncology Unit');
    for (const word of ['Pharmacy', 'Technician', 'Oncology', 'Unit', 'evening'])
      expect(readable).toContain(word);
  });
});

/**
 * Qualifiers typed after a dash, a comma or in brackets, told as a reader tells them in a
 * sentence (ADR 126): a status before the head, a team "for the", a place "at the", a
 * specialty as its adjective. Inputs written for these tests.
 */
describe('readableTitle: qualifiers in prose', () => {
  it.each([
    // A status in brackets or after a dash or a comma goes before the head.
    ['bus driver (trainee)', 'trainee bus driver'],
    ['Electrician – apprentice', 'apprentice electrician'],
    ['Dental nurse, part-time', 'part-time dental nurse'],
    ['Pharmacist (locum)', 'locum pharmacist'],
    ['Lab Technician (Interim)', 'interim Lab Technician'],
    // A team after a dash is the one the job is for.
    ['Physio – under-18s squad', 'physio for the under-18s squad'],
    ["Kit manager - men's first team", "kit manager for the men's first team"],
    // A place: a site named by its kind, or a name with its number.
    ['Forklift driver – Northgate depot', 'forklift driver at the Northgate depot'],
    ['Welder, night shift, Bay 7', 'night-shift welder at Bay 7'],
    ['Baker, early shift, Riverside store', 'early-shift baker at the Riverside store'],
    ['cleaner - location Zoetermeer', 'cleaner at Zoetermeer'],
    [
      'Speech therapist – Tamworth & Armidale clinics',
      'speech therapist at the Tamworth and Armidale clinics',
    ],
    // A specialty typed as its field is said as its adjective.
    ['Nurse – paediatrics', 'paediatric nurse'],
    [
      'Physiotherapist, orthopaedics, Eastwood site',
      'orthopaedic physiotherapist at the Eastwood site',
    ],
    // Covering or rotating between places: said after a comma, the places with "the".
    [
      'Audiologist – rotating Dunmore & Kells clinics',
      'audiologist, rotating between the Dunmore and Kells clinics',
    ],
    [
      'Pharmacist, covering Ashby & Coalville branches',
      'pharmacist, covering the Ashby and Coalville branches',
    ],
    // What the job looks after, in the plural: "for".
    ['account manager - key accounts', 'account manager for key accounts'],
    ['grower, cherry tomatoes', 'grower for cherry tomatoes'],
    // A project or job site: "on the".
    ['Site Foreman – Harbour job', 'Site Foreman on the Harbour job'],
  ])('%s → %s', (typed, readable) => {
    expect(readableTitle(typed)).toBe(readable);
  });

  it.each([
    // Another language's title with its English gloss in brackets: the gloss first.
    [
      'assistent-teeltmanager (assistant crop manager), sweet peppers, location Westland',
      'assistant crop manager (assistent-teeltmanager) for sweet peppers at Westland',
    ],
    ['Filialleiterin (store manager)', 'store manager (Filialleiterin)'],
    [
      'jefe de cocina (head chef) – Valencia site',
      'head chef (jefe de cocina) at the Valencia site',
    ],
  ])('gloss first: %s → %s', (typed, readable) => {
    expect(readableTitle(typed)).toBe(readable);
  });

  it.each([
    // Anything the parse is not sure of stays as typed.
    'tram driver (trainee) – Westpark depot, routes 2/6 once signed off',
    'Recruiter, Payments',
    'Barista (team leader)',
    'Chef – Canal Street Kitchen',
    'Nurse – see notes',
  ])('leaves %s as typed', (typed) => {
    expect(readableTitle(typed)).toBe(typed);
  });
});

/**
 * When the qualifiers are not all certain (ADR 126, amended): short ones are said as typed,
 * since readers put them back when prose named only the head; a long pasted tail leaves the
 * head in prose and the whole title on the scannable option's "Role:" line; a part that
 * speaks to the reader ("see notes") is no part of the title.
 */
describe('proseTitle', () => {
  it.each([
    ['tram driver (trainee) – Westpark depot, routes 2/6 once signed off', 'trainee tram driver'],
    ['Chef – Canal Street Kitchen (pop-up, summer only)', 'Chef'],
    [
      'Ranger – lynx camera trap monitoring, Sector B',
      'Ranger – lynx camera trap monitoring, Sector B',
    ],
    // Short qualifiers, said as typed.
    ['Recruiter, payments + fintech hiring', 'Recruiter, payments + fintech hiring'],
    ['Analyst (contract), Risk - night shift', 'Analyst (contract), Risk - night shift'],
    ['picker, 2nd shift, houses 7-12', 'picker, 2nd shift, houses 7-12'],
    ['Captain – MV Northern Star', 'Captain – MV Northern Star'],
    ['cook, breakfast shift', 'cook, breakfast shift'],
    // From a part typed to the reader on, nothing is the title.
    ['Nurse – see notes', 'Nurse'],
    ['Boat mechanic – outboards, see Priya re rota', 'Boat mechanic – outboards'],
    ['Groundskeeper, Pitch 2 + 3 (weekends only!!)', 'Groundskeeper'],
    ['Porter – nights, ask Sam re keys', 'Porter – nights'],
    ['Barista, tbc which branch', 'Barista'],
    // Certain: the whole title in prose.
    ['Welder, night shift, Bay 7', 'night-shift welder at Bay 7'],
    ['Charge Nurse, Neuro ICU', 'Charge Nurse in the Neuro ICU'],
    ['Physics teacher', 'Physics teacher'],
  ])('%s → %s', (typed, prose) => {
    expect(proseTitle(typed)).toBe(prose);
  });

  it.each([
    'Director, Finance',
    'VP, Treasury',
    'Head, Operations',
    'Lead - Growth',
    // A formal title, every part in Title Case.
    'Recruiter, Payments',
    'Editor, Features',
    'Chef – Canal Street Kitchen',
    'Principal Scientist, Assay Development',
    'Asst. Director, Logistics',
    'Snr Manager, Risk',
  ])('keeps %s whole: its head names no job by itself', (typed) => {
    expect(proseTitle(typed)).toBe(typed);
  });
});
