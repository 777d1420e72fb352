import type { Banks } from '../phrase-bank.ts';

/**
 * Achievement recognition: what was achieved, the detail or impact behind it, and thanks.
 * Openers come in three forms so the achievement fits whatever the user typed: a verb
 * phrase ("who shipped…"), a noun phrase ("for the launch…"), or nothing, leaving a whole
 * sentence of theirs to the 'what' slot.
 */
export const ACHIEVEMENT_BANKS = {
  open: {
    warm_professional: [
      "I'd like to recognise {full}, our {role}[ {team:on}], who {achievementDescription:pred}.",
      "I'd like to recognise {full}, our {role}[ {team:on}], for {achievementDescription:np}.",
      'A special thank-you to our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'A special thank-you to our {role}[ {team:on}], {full}, for {achievementDescription:np}.',
      "I'd like to take a moment to recognise {full}, our {role}[ {team:on}].",
      "I'd like to shine a light on some excellent work by {full}, our {role}[ {team:on}].",
    ],
    excited_fun: [
      '🎉 Shout-out to {full}, our amazing {role}[ {team:on}], who {achievementDescription:pred}!',
      '🎉 Shout-out to {full}, our amazing {role}[ {team:on}], for {achievementDescription:np}!',
      'Everybody, give it up for our {role}[ {team:on}], {full}, who {achievementDescription:pred}! 🎉',
      'Give it up for our {role}[ {team:on}], {full}, and {achievementDescription:np}! 🎉',
      'Time to celebrate {full}, our amazing {role}[ {team:on}]!',
      'Woohoo! Big kudos to {full}, our {role}[ {team:on}]!',
    ],
    casual_concise: [
      'Kudos to {full}, our {role}[ {team:on}], who {achievementDescription:pred}.',
      'Kudos to {full}, our {role}[ {team:on}], for {achievementDescription:np}.',
      'Props to our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'Props to our {role}[ {team:on}], {full}, for {achievementDescription:np}.',
      'Quick shout-out to {full}, our {role}[ {team:on}].',
      'Hats off to our {role}[ {team:on}], {full}.',
    ],
    inspiring_motivational: [
      "{full}, our {role}[ {team:on}], just showed us what's possible: {first} {achievementDescription:pred}.",
      '{full}, our {role}[ {team:on}], has achieved something worth celebrating: {achievementDescription:np}.',
      "Here's what raising the bar looks like: our {role}[ {team:on}], {full}, {achievementDescription:pred}.",
      "Here's what raising the bar looks like: {achievementDescription:np}, from our {role}[ {team:on}], {full}.",
      'Some achievements raise the bar for everyone, like this one from {full}, our {role}[ {team:on}].',
      "Let's take a moment to celebrate what {full}, our {role}[ {team:on}], has achieved.",
    ],
    friendly_approachable: [
      'I want to give a big, heartfelt shout-out to {full}, our {role}[ {team:on}], who {achievementDescription:pred}.',
      'I want to give a big, heartfelt shout-out to {full}, our {role}[ {team:on}], for {achievementDescription:np}.',
      'A huge thank-you to our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'A huge thank-you to our {role}[ {team:on}], {full}, for {achievementDescription:np}.',
      'Can we all take a moment to cheer on {full}, our {role}[ {team:on}]?',
      "I'd love for us all to take a moment to celebrate {full}, our {role}[ {team:on}].",
    ],
    confident_assertive: [
      '{full}, our {role}[ {team:on}], {achievementDescription:pred}.',
      "Recognition where it's due: {full}, our {role}[ {team:on}], for {achievementDescription:np}.",
      "Our {role}[ {team:on}], {full}, {achievementDescription:pred}. That's how it's done.",
      'Our {role}[ {team:on}], {full}, has earned serious recognition for {achievementDescription:np}.',
      '{full}, our {role}[ {team:on}], has delivered.',
      'Attention, everyone: {full}, our {role}[ {team:on}], has set a new standard.',
    ],
    creative_playful: [
      'Cue the confetti: {full}, our {role}[ {team:on}], {achievementDescription:pred}!',
      'Cue the confetti for {full}, our {role}[ {team:on}]: {achievementDescription:np}!',
      'A drumroll, please, for our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'A drumroll, please, for our {role}[ {team:on}], {full}, and {achievementDescription:np}.',
      'Spotlight on {full}, our {role}[ {team:on}]!',
      'Hold on to your hats: our {role}[ {team:on}], {full}, has done something remarkable.',
    ],
  },

  intro: {
    warm_professional: [
      "It's my pleasure to recognise an outstanding achievement by {full}, our {role}[ {team:on}].",
      'I want to take a moment to thank {full}, our {role}[ {team:on}], who {achievementDescription:pred}.',
      'I want to take a moment to thank {full}, our {role}[ {team:on}], for {achievementDescription:np}.',
      'Please join me in congratulating our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'Please join me in congratulating our {role}[ {team:on}], {full}, on {achievementDescription:np}.',
      'Please join me in recognising {full}, our {role}[ {team:on}], for a remarkable piece of work.',
      'Some work deserves a wider audience, and this piece from {full}, our {role}[ {team:on}], is one of them.',
    ],
    excited_fun: [
      'We have something awesome to celebrate: {full}, our {role}[ {team:on}], {achievementDescription:pred}!',
      "We have something awesome to celebrate, and it's all thanks to {full}, our {role}[ {team:on}]!",
      'Get ready to cheer for {full}, our {role}[ {team:on}]: {achievementDescription:np}!',
      'Big celebration time for our {role}[ {team:on}], {full}!',
      'Huge news from {full}, our {role}[ {team:on}]!',
    ],
    casual_concise: [
      'Shout-out time: {full}, our {role}[ {team:on}], {achievementDescription:pred}.',
      'Shout-out time for {full}, our {role}[ {team:on}]: {achievementDescription:np}.',
      'A well-deserved thank-you to {full}, our {role}[ {team:on}].',
      'Time for some kudos: our {role}[ {team:on}], {full}, has earned them.',
      'Big thanks to our {role}[ {team:on}], {full}, who {achievementDescription:pred}.',
      'Big thanks to our {role}[ {team:on}], {full}, for {achievementDescription:np}.',
    ],
    inspiring_motivational: [
      'Great work moves all of us forward, and {full}, our {role}[ {team:on}], just proved it.',
      "I'm proud to recognise {full}, our {role}[ {team:on}], who {achievementDescription:pred}.",
      "I'm proud to recognise {full}, our {role}[ {team:on}], for {achievementDescription:np}.",
      'When one of us grows, we all do, and our {role}[ {team:on}], {full}, has shown exactly that.',
    ],
    friendly_approachable: [
      "I'd love for everyone to join me in celebrating {full}, our {role}[ {team:on}]!",
      "I've got a lovely shout-out to share for {full}, our {role}[ {team:on}], who {achievementDescription:pred}.",
      "Here's some lovely news about our {role}[ {team:on}], {full}: {achievementDescription:np}.",
      'It makes me so happy to share this one about {full}, our {role}[ {team:on}].',
    ],
    confident_assertive: [
      'I want to recognise outstanding work from {full}, our {role}[ {team:on}].',
      "Credit where it's due: {full}, our {role}[ {team:on}], {achievementDescription:pred}.",
      'I want to recognise {full}, our {role}[ {team:on}], for {achievementDescription:np}.',
      'This is what high performance looks like, and it comes from {full}, our {role}[ {team:on}].',
    ],
    creative_playful: [
      "Let's roll out the red carpet for {full}, our {role}[ {team:on}]!",
      'Spotlight, please, on {full}, our {role}[ {team:on}], who {achievementDescription:pred}.',
      'Spotlight, please, on {full}, our {role}[ {team:on}], and {achievementDescription:np}.',
      'Every story needs a hero, and this one stars our {role}[ {team:on}], {full}.',
    ],
  },

  /** The achievement itself, when the opener left it out. */
  what: {
    any: ['{achievementDescription:clause}.'],
    warm_professional: [
      '{first} is being recognised for {achievementDescription:np}.',
      'The achievement in question: {achievementDescription:np}.',
      'Put simply, {achievementDescription:clause}.',
    ],
    excited_fun: [
      'The big win: {achievementDescription:np}!',
      'And what a win: {achievementDescription:np}!',
      '{achievementDescription:clause}!',
      'Yes, really: {achievementDescription:clause}!',
    ],
    casual_concise: [
      'The win: {achievementDescription:np}.',
      'Short version: {achievementDescription:np}.',
      'What happened: {achievementDescription:clause}.',
      'Short version: {achievementDescription:clause}.',
    ],
    inspiring_motivational: [
      'What {first} achieved: {achievementDescription:np}.',
      "It's a milestone worth celebrating: {achievementDescription:np}.",
      '{achievementDescription:clause}, and it sets a new standard.',
      "Here's the milestone: {achievementDescription:clause}.",
    ],
    friendly_approachable: [
      "We're celebrating {achievementDescription:np}.",
      'The reason for the cheer: {achievementDescription:np}.',
      "Here's the lovely news: {achievementDescription:clause}.",
      "Here's what happened: {achievementDescription:clause}.",
    ],
    confident_assertive: [
      'The result: {achievementDescription:np}.',
      'The achievement: {achievementDescription:np}.',
      'The facts: {achievementDescription:clause}.',
      'Plainly put: {achievementDescription:clause}.',
    ],
    creative_playful: [
      'The headline: {achievementDescription:np}.',
      'Front-page news: {achievementDescription:np}.',
      "Here's the story: {achievementDescription:clause}.",
      'Chapter one: {achievementDescription:clause}.',
    ],
  },

  /** The detail and impact behind it, in the user's words. */
  impact: {
    any: ['{achievementDetails:clause}.'],
    warm_professional: [
      'Here is what that meant in practice: {achievementDetails:clause}.',
      'The difference it made was real: {achievementDetails:clause}.',
      'The impact: {achievementDetails:np}.',
      'Its impact is clear: {achievementDetails:np}.',
    ],
    excited_fun: [
      'And get this: {achievementDetails:clause}!',
      'Even better: {achievementDetails:clause}!',
      'The impact? {achievementDetails:np}!',
      'Even better, the result: {achievementDetails:np}!',
    ],
    casual_concise: [
      'Result: {achievementDetails:clause}.',
      'Net effect: {achievementDetails:clause}.',
      'Impact: {achievementDetails:np}.',
      'Net effect: {achievementDetails:np}.',
    ],
    inspiring_motivational: [
      "That's what real impact looks like: {achievementDetails:clause}.",
      'And the ripple effect is real: {achievementDetails:clause}.',
      'The impact: {achievementDetails:np}, and a higher bar for everyone.',
      'The ripple effect: {achievementDetails:np}.',
    ],
    friendly_approachable: [
      'What I love most is the difference it made: {achievementDetails:clause}.',
      "And it's made a real difference: {achievementDetails:clause}.",
      'The difference it made: {achievementDetails:np}.',
      'Best of all: {achievementDetails:np}.',
    ],
    confident_assertive: [
      'The results are clear: {achievementDetails:clause}.',
      'The impact is concrete: {achievementDetails:clause}.',
      'The results speak for themselves: {achievementDetails:np}.',
      'Bottom line: {achievementDetails:np}.',
    ],
    creative_playful: [
      'The plot thickens: {achievementDetails:clause}.',
      'And the twist: {achievementDetails:clause}.',
      'And the encore: {achievementDetails:np}.',
      'Plot twist: {achievementDetails:np}.',
    ],
  },

  expertise: {
    any: [
      "It's a great example of {first's} expertise in {expertise:topic}.",
      "It's expertise in {expertise:topic}, put to work where it counts.",
      '{first} brings {expertise:qty}, and it shows.',
      "That's {expertise:qty} paying off.",
      '{first} is {expertise:identity}, and it shows.',
      'It takes {expertise:identity} to pull this off.',
      '{expertise:clause}.',
      'Some context: {expertise:clause}.',
    ],
    warm_professional: ['It reflects real expertise in {expertise:topic}.'],
    excited_fun: ['Talk about expertise in {expertise:topic}!'],
    casual_concise: ['Expertise in {expertise:topic}, clearly.'],
    inspiring_motivational: ['It shows what deep expertise in {expertise:topic} can do.'],
    friendly_approachable: ["It's lovely to see {first's} expertise in {expertise:topic} shine."],
    creative_playful: ["Call it {first's} signature move: deep know-how in {expertise:topic}."],
    confident_assertive: ["This is {first's} command of {expertise:topic} at work."],
  },

  team: {
    any: ['A proud moment for {team}, too.'],
    friendly_approachable: ['{team} must be very proud.'],
  },

  thanks: {
    warm_professional: [
      'Thank you, {first}, for the care and dedication you bring to your work.',
      'Thank you, {first}; this is a genuinely impressive piece of work.',
      'Thank you, {first}, for a truly outstanding contribution.',
    ],
    excited_fun: [
      "Thank you, {first}! You're a star! ⭐",
      'Amazing work, {first}, and thank you!',
      'Huge thanks, {first}! You crushed it!',
    ],
    casual_concise: [
      'Thanks, {first}!',
      'Great work, {first}. Thank you.',
      'Nice work, {first}. Thanks!',
    ],
    inspiring_motivational: [
      "Thank you, {first}, for showing us what's possible.",
      "Thank you, {first}; you've shown us all what's possible.",
      'Thank you, {first}, for setting the standard.',
    ],
    friendly_approachable: [
      'Thank you so much, {first}; we really appreciate you.',
      'Thanks a million, {first}!',
      "Thank you, {first}! We're lucky to work with you.",
    ],
    confident_assertive: [
      'Thank you, {first}. Exceptional work.',
      'Outstanding work, {first}. Thank you.',
      'Thank you, {first}. Keep it coming.',
    ],
    creative_playful: [
      'Take a bow, {first}, and thank you!',
      'Thank you, {first}: this one deserves a standing ovation.',
      'Encore, {first}, and thank you!',
    ],
  },

  question: {
    warm_professional: [
      'Please join me in thanking {first} in the replies.',
      "Has {first's} work made a difference for you? Please share a note of thanks below.",
      'What difference has this work made for you? Please share below.',
    ],
    excited_fun: [
      "Who's ready to shower {first} with kudos? Drop them below! 🙌",
      'Ready to make some noise for {first}? Reply with your best cheer!',
      "Let's see those kudos roll in below! 🙌",
    ],
    casual_concise: [
      'Drop a kudos for {first} below.',
      'Anything to add? Reply in the thread.',
      'Any kudos to add? Drop them in the thread.',
    ],
    inspiring_motivational: [
      "How has {first's} work helped you? Share it below.",
      'What will you take from this for your own work? Share it in the replies.',
      'What will you aim for next, inspired by this? Share it below.',
    ],
    friendly_approachable: [
      "Have you felt the difference from {first's} work? Tell {first} about it below!",
      'Got a thank-you for {first}? Leave it in the replies!',
      'Would you leave {first} a quick thank-you below?',
    ],
    confident_assertive: [
      'Add your thanks below; {first} has earned every one of them.',
      "Who's next to raise the bar? Add your congratulations below.",
      'Reply below with your thanks, and name the next bar we should clear.',
    ],
    creative_playful: [
      'Kudos, confetti or a round of applause: what will you send {first}? Reply below.',
      'If this achievement were a movie, what would the title be? Reply below!',
      'Describe this win in one emoji, then explain yourself below.',
    ],
  },

  /** Longer messages: a word on the effort behind it. */
  credit: {
    warm_professional: [
      'Achievements like this take persistence, care and a great deal of skill.',
      'It reflects the kind of care that makes a real difference to the people around us.',
    ],
    excited_fun: [
      "This kind of win doesn't happen every day!",
      'Honestly, we are still buzzing about this one!',
    ],
    casual_concise: [
      "Work like this doesn't go unnoticed, and it's worth saying so out loud.",
      'This kind of thing makes a real difference around here, so thank you for it.',
    ],
    inspiring_motivational: [
      'It takes courage to aim high, and even more to follow through.',
      'Every achievement like this shows the rest of us what is within reach.',
    ],
    friendly_approachable: [
      "It's the kind of work that makes everyone's day a little easier.",
      "Efforts like this are what make this such a good place to work, and they're worth celebrating.",
    ],
    confident_assertive: [
      "Results like this don't happen by accident.",
      'This is the bar, and it has just been raised.',
    ],
    creative_playful: [
      'If effort were a sport, this would be a gold-medal performance.',
      'Somewhere, a very small marching band has started playing.',
    ],
  },

  /** Longer messages: a thought about why the work matters. */
  meaning: {
    warm_professional: [
      'Work like this makes a real difference to all of us.',
      "It's the kind of contribution that deserves to be celebrated widely.",
      'It is a reminder of what thoughtful, committed work can achieve.',
    ],
    excited_fun: [
      'Seriously, this is the kind of thing that makes us proud!',
      'We love seeing work like this!',
      'How awesome is that?',
    ],
    casual_concise: ['Great stuff.', 'Impressive work.', 'Solid work.'],
    inspiring_motivational: [
      'Achievements like this raise the bar for everyone.',
      'This is what happens when talent meets persistence.',
      'Every win like this moves all of us forward.',
    ],
    friendly_approachable: [
      "It's lovely to see this kind of effort recognised.",
      'Moments like this are worth pausing for.',
      "It really does make a difference, and it hasn't gone unnoticed.",
    ],
    confident_assertive: [
      'This is the standard we set.',
      'This is what excellence looks like.',
      'Nothing about this was luck.',
    ],
    creative_playful: [
      'Somewhere, a trophy is polishing itself in anticipation.',
      'If achievements had a hall of fame, this one would get its own wing.',
      'Consider the bar officially raised, polished and put on display.',
    ],
  },

  lead: {
    warm_professional: [
      'Every so often, a piece of work deserves a proper moment of recognition.',
      'Some work deserves more than a quick thank-you.',
    ],
    excited_fun: ['Drumroll, please!', "Stop what you're doing, everyone: it's celebration time!"],
    casual_concise: ['A quick one, but an important one.', 'Worth a moment of your time.'],
    inspiring_motivational: [
      'Great work deserves to be seen.',
      'Some moments show us what we are capable of.',
    ],
    friendly_approachable: [
      "I've got some happy news to share.",
      'Hi everyone, I have some lovely news.',
    ],
    confident_assertive: [
      'Results matter, and this one stands out.',
      'Here is work that sets the bar.',
    ],
    creative_playful: ['Gather round for a story with a very happy ending.', 'Cue the music.'],
  },
} satisfies Banks;
