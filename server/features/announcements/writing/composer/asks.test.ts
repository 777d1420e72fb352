import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { eventSentence, requestedClauses } from './asks.ts';
import { optionsOf } from './testing.ts';

describe('eventSentence', () => {
  it('tells an event with its place, day and time as an invitation', () => {
    expect(eventSentence('cake in the break room thurs at 3pm')).toBe(
      'Join us for cake in the break room on Thursday at 3pm.',
    );
    expect(eventSentence('pinning ceremony TUESDAY 0900 at Station 4')).toBe(
      'Join us for the pinning ceremony at Station 4 on Tuesday at 0900.',
    );
  });

  it('says who is invited when the note does', () => {
    expect(eventSentence('retirement party at the Anchor this fri 5:30pm, all welcome')).toBe(
      'Everyone is invited to the retirement party at the Anchor this Friday at 5:30pm.',
    );
  });

  it('reads a toast, a talk and an assembly, and a time typed with a dot', () => {
    expect(eventSentence('Toast on Friday 5:15pm, canteen, ground floor.')).toBe(
      'Join us for the toast on Friday at 5:15pm (canteen, ground floor).',
    );
    expect(eventSentence('Prize assembly Tues 9.40 in the sports hall')).toBe(
      'Join us for the prize assembly in the sports hall on Tuesday at 9.40.',
    );
    expect(eventSentence('Safety talk next Mon 1pm in room 12')).toBe(
      'Join us for the safety talk in room 12 next Monday at 1pm.',
    );
  });

  it('tells what an event offers, typed after its colon, in the brackets', () => {
    expect(eventSentence('Team breakfast: pastries, Monday 9am, kitchen')).toBe(
      'Join us for the team breakfast on Monday at 9am (pastries; kitchen).',
    );
  });

  it('tells the event typed before a dash as the invitation, the clause after it as typed', () => {
    expect(eventSentence("Pizza in room 4 Friday 1pm — we're ordering from Gino's 🍕")).toBe(
      "Join us for pizza in room 4 on Friday at 1pm. We're ordering from Gino's.",
    );
  });

  it('tells a group asked along and the reason to come, and drops a closing emoji', () => {
    expect(eventSentence('Awards night Thursday 7pm at the Regent, families welcome')).toBe(
      'Join us for the awards night at the Regent on Thursday at 7pm. Families are welcome too.',
    );
    expect(
      eventSentence('Ward talk this Fri 3pm at the day room if anyone wants to say thank you 🌟'),
    ).toBe(
      "Join us for the ward talk at the day room this Friday at 3pm if you'd like to say thank you.",
    );
  });

  it('says a capitalised first word as the common noun it is, a typed name as typed', () => {
    expect(eventSentence('Drinks at the Lamb after work Thursday')).toBe(
      'Join us for drinks at the Lamb after work on Thursday.',
    );
    expect(eventSentence('Summer Party Saturday 2pm at the lake')).toBe(
      'Join us for the Summer Party at the lake on Saturday at 2pm.',
    );
  });

  it('reads a treat someone stands, with its giver, and food typed as the event', () => {
    expect(eventSentence('sausage butties on me Thursday 7am at the yard')).toBe(
      'Sausage butties are on me at the yard on Thursday at 7am.',
    );
    expect(eventSentence('afternoon tea in the library Wed 3pm')).toBe(
      'Join us for afternoon tea in the library on Wednesday at 3pm.',
    );
    expect(eventSentence('kitchen takeover sat 12pm')).toBe(
      'Join us for the kitchen takeover on Saturday at 12pm.',
    );
  });

  it("tells a clause typed after the event's last comma as a sentence of its own", () => {
    expect(eventSentence('afternoon tea in room 3 on Tuesday at 4pm for her, bring a mug')).toBe(
      'Join us for afternoon tea for her in room 3 on Tuesday at 4pm. Bring a mug.',
    );
    expect(eventSentence("bar takeover thurs 6pm, the first round's on Priya")).toBe(
      "Join us for the bar takeover on Thursday at 6pm. The first round's on Priya.",
    );
    expect(eventSentence('braai to celebrate sun 9th, details to follow')).toBe(
      'Join us for the braai to celebrate on Sunday 9th (details to follow).',
    );
  });

  it('tells when by another event before the day, and never joins words across a place', () => {
    expect(eventSentence('awards talk at the pavilion fri after the cup final v Leeds, 4pm')).toBe(
      'Join us for the awards talk at the pavilion after the cup final v Leeds on Friday at 4pm.',
    );
    // Words from both sides of a place are no event name.
    expect(eventSentence('talk at the hall on Friday ahead of the big match 4pm')).toBeUndefined();
  });

  it('keeps the reader asked along as typed, then tells the event as any other', () => {
    expect(eventSentence('come say hola at the team breakfast, Friday at 8am, canteen')).toBe(
      'Come say hola at the team breakfast on Friday at 8am (canteen).',
    );
    expect(eventSentence('pop by to the cake in room 2 wed 3pm')).toBe(
      'Pop by to the cake in room 2 on Wednesday at 3pm.',
    );
  });

  it('reads gatherings named by their evening, a do, and a start typed with "from" (ADR 091)', () => {
    expect(eventSentence('pizza + games night thurs from 18:30 at the studio')).toBe(
      'Join us for pizza and a games night at the studio on Thursday from 18:30.',
    );
    expect(eventSentence('farewell do weds from 5pm in the loading bay')).toBe(
      'Join us for the farewell do in the loading bay on Wednesday from 5pm.',
    );
    expect(eventSentence('sauna tues 19:00')).toBe('Join us for the sauna on Tuesday at 19:00.');
    expect(eventSentence('BBQ & drinks sat from 2 at the depot')).toBe(
      'Join us for the BBQ and drinks at the depot on Saturday from 2.',
    );
    // An evening that is no gathering stays the notes'.
    expect(eventSentence('covered the evening shift fri from 16:00')).toBeUndefined();
  });

  it('keeps a note that is already a sentence', () => {
    expect(eventSentence("we're doing a potluck on Friday at noon")).toBe(
      "We're doing a potluck on Friday at noon.",
    );
  });

  it('reads no event without an event word, a day or a time, or with words it cannot place', () => {
    expect(eventSentence('won the regional cup on Saturday')).toBeUndefined();
    expect(eventSentence('organised the summer party')).toBeUndefined();
    // A decimal is no time: "3.25" with no day is no event.
    expect(eventSentence('raised the average to 3.25 at the talk')).toBeUndefined();
    // A habit of the person's is no invitation.
    expect(eventSentence('has coffee with the interns every Friday at 8am')).toBeUndefined();
    expect(eventSentence('bakes pastries for the team each Monday')).toBeUndefined();
    // An event that took place is news, not an invitation.
    expect(eventSentence('awards dinner was in Leeds last Friday at 7pm')).toBeUndefined();
    expect(
      eventSentence('party for the whole night shift crew who covered the outage next Tuesday'),
    ).toBeUndefined();
  });
});

describe('requestedClauses', () => {
  it('keeps what a request asks to tell when it is a clause', () => {
    expect(
      requestedClauses("won Best Bakery. pls mention we're opening the patio again on Sunday"),
    ).toEqual(["we're opening the patio again on Sunday"]);
    expect(requestedClauses("make sure to say she'll still run the Saturday class")).toEqual([
      "she'll still run the Saturday class",
    ]);
    expect(requestedClauses("don't forget to mention that the new menu is out Monday")).toEqual([
      'the new menu is out Monday',
    ]);
  });

  it('asks nothing told for a bare noun or a request about style', () => {
    expect(requestedClauses('pls mention the night crew')).toEqual([]);
    expect(requestedClauses('keep it short pls. make it fun')).toEqual([]);
  });
});

const optionsFor = (input: GenerationRequest, seed = 1) => optionsOf(input, { seed });

const count = (text: string, part: string) => text.split(part).length - 1;

describe('composer: the event and the requested line in every option', () => {
  const input: GenerationRequest = {
    newHireName: 'Teodora Vasquez',
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'short',
    role: 'Sous Chef',
    team: 'Kitchen',
    achievementDescription: 'won the city young chef award',
    achievementDetails:
      "for her lamb tagine. pls mention we're putting it on the lunch menu next week. cake in the pass thurs at 4pm. don't make it cheesy",
  };

  for (const length of ['short', 'medium', 'long'] as const)
    for (const seed of [1, 2])
      it(`tells each once, as a sentence, at ${length} (seed ${seed})`, async () => {
        const options = await optionsFor({ ...input, length }, seed);
        expect(options).toHaveLength(3);
        for (const option of options) {
          expect(count(option, "We're putting it on the lunch menu next week.")).toBe(1);
          expect(count(option, 'Join us for cake in the pass on Thursday at 4pm.')).toBe(1);
          expect(option).not.toMatch(/pls|mention|cheesy/i);
        }
      });
});

describe('composer: a handover typed with its send-off has the person as subject (ADR 074)', () => {
  const input: GenerationRequest = {
    newHireName: 'Bongani Dlamini',
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    currentRole: 'Sous Chef',
    newRole: 'Head Chef',
    team: 'Kitchen',
    promotionDetails:
      'ran the pass for 5 years. takes over from Priscilla (moving to Cape Town, her farewell drinks are fri 6pm)',
  };

  for (const seed of [1, 2])
    it(`never pastes "Takes over…" without its subject (seed ${seed})`, async () => {
      const options = await optionsFor(input, seed);
      for (const option of options) {
        expect(option).not.toMatch(/(?:^|[.!]\s+|\n)Takes over/);
        expect(option).toMatch(/Bongani (?:[^.]* and )?takes over from Priscilla/);
      }
    });
});

describe('composer: an achievement is not padded with a look ahead that carries no fact', () => {
  it('never says "has set the bar for every <title>" outside the tone that needs a look ahead', async () => {
    const base: GenerationRequest = {
      newHireName: 'Idris Bello',
      messageType: 'achievements',
      tone: 'confident_assertive',
      length: 'medium',
      role: 'Welding Inspector',
      achievementDescription: 'passed the CWI exam',
      achievementDetails: 'first try',
    };
    for (const tone of ['warm_professional', 'confident_assertive', 'creative_playful'] as const)
      for (const length of ['short', 'medium', 'long'] as const)
        for (const option of await optionsFor({ ...base, tone, length }))
          expect(option).not.toMatch(/set the bar|from here on|set the standard|sets the pace/i);
  });
});

describe('composer: the news before its headline figure (seventh set, "headline buried")', () => {
  const input: GenerationRequest = {
    newHireName: 'Priya Chandran',
    messageType: 'achievements',
    tone: 'excited_fun',
    length: 'medium',
    role: 'Mounted Officer',
    team: 'Mounted Unit (East)',
    achievementDescription: 'Priya and her horse Comet passed their mounted patrol assessment',
    achievementDetails:
      "18 months of training, mostly at weekends. They're now the unit's 2nd certified patrol pair.",
  };

  for (const tone of ['excited_fun', 'friendly_approachable', 'creative_playful'] as const)
    for (const seed of [1, 2])
      it(`names the news before any figure in the prose options (${tone}, seed ${seed})`, async () => {
        const options = await optionsFor({ ...input, tone }, seed);
        for (const option of options.slice(0, 2)) {
          const news = option.indexOf('passed their mounted patrol assessment');
          expect(news).toBeGreaterThan(-1);
          // The opening names the person; no detail stands after a colon before the news.
          expect(option.slice(0, news)).not.toMatch(/:|18 months/);
        }
      });
});

describe('composer: an event told in full at short', () => {
  it('never costs the scannable post the achievement itself', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'creative_playful',
      length: 'short',
      newHireName: 'Matilde Okonkwo-Berg',
      role: 'Head baker / pastry lead',
      achievementDescription:
        "silver at the World Bread Awards for our sourdough rye 'Old Faithful'",
      achievementDetails:
        '300+ loaves entered. she perfected the starter over two winters. kitchen takeover sat 10am, first slice is on Matilde (she has no idea)',
    };
    for (const seed of [1, 2, 3]) {
      const options = await optionsFor(input, seed);
      for (const option of options) {
        expect(option, `seed ${seed}`).toMatch(/World Bread Awards/);
        expect(option, `seed ${seed}`).toMatch(/kitchen takeover on Saturday at 10am/);
      }
    }
  });
});

describe('composer: a gathering typed with its evening is told in every option at medium (ADR 091)', () => {
  it('keeps the games night in every option of an input that fills long', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Ilkka Salminen',
      role: 'Release Engineer',
      achievementDescription: 'cut the nightly build from 95 minutes to 21',
      achievementDetails:
        'rewrote the asset cache in 3 weeks. the test farm now runs 1,800 jobs a night. he mentored two interns through it. thanks to the infra crew (Noor, Pekka) too. he also fixed the flaky signing step nobody dared touch. pizza + games night thurs from 18:30 at the studio 🎮',
    };
    for (const seed of [1, 2]) {
      const options = await optionsFor(input, seed);
      for (const option of options)
        expect(option, `seed ${seed}`).toMatch(/games night at the studio on Thursday from 18:30/);
    }
  });
});
