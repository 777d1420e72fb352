import type { Banks } from '../phrase-bank.ts';

/**
 * Promotion announcements: from which role to which, what earned it (the user's own words),
 * what comes next, and congratulations. "What's next" stays generic: the composer knows
 * nothing about the new role's duties and must not make them up.
 */
export const PROMOTION_BANKS = {
  open: {
    warm_professional: [
      'Please join me in congratulating {full}, who has been promoted from {currentRole} to {newRole}[ {team:on}].',
      "I'm pleased to share that {full} has been promoted to {newRole}, stepping up from {currentRole}.",
    ],
    excited_fun: [
      "🎉 Huge congratulations to {full}, who's moving up from {currentRole} to {newRole}[ {team:on}]!",
      'Promotion alert! {full} is now our {newRole}, stepping up from {currentRole}!',
    ],
    casual_concise: [
      "Congrats to {full}, who's moving from {currentRole} to {newRole}[ {team:on}].",
      'Quick news: {full} has been promoted from {currentRole} to {newRole}.',
    ],
    inspiring_motivational: [
      'Growth worth celebrating: {full} is stepping up from {currentRole} to {newRole}[ {team:on}].',
      '{full} has grown from {currentRole} into {newRole}, and it is a promotion built on real impact.',
    ],
    friendly_approachable: [
      'Some lovely news: {full} has been promoted from {currentRole} to {newRole}[ {team:on}]!',
      "I'm so happy to share that {full} is moving up from {currentRole} to {newRole}!",
    ],
    confident_assertive: [
      '{full} is stepping up from {currentRole} to {newRole}[ {team:on}].',
      "It's official: {full} has been promoted from {currentRole} to {newRole}.",
    ],
    creative_playful: [
      'Level up! {full} has gone from {currentRole} to {newRole}[ {team:on}].',
      'New title unlocked: {full} is moving from {currentRole} to {newRole}!',
    ],
  },

  intro: {
    warm_professional: [
      'It gives me great pleasure to announce that {full} has been promoted from {currentRole} to {newRole}[ {team:on}].',
      "I'm delighted to share some well-deserved news: {full} is stepping up from {currentRole} to {newRole}.",
    ],
    excited_fun: [
      'We have some amazing news to share: {full} has been promoted from {currentRole} to {newRole}[ {team:on}]!',
      "It's celebration time, because {full} is officially moving up from {currentRole} to {newRole}!",
    ],
    casual_concise: [
      'Good news, all: {full} has moved up from {currentRole} to {newRole}[ {team:on}].',
      '{full} is our new {newRole}, stepping up from {currentRole}.',
    ],
    inspiring_motivational: [
      "I'm proud to announce that {full} is moving up from {currentRole} to {newRole}[ {team:on}], a step that reflects real growth.",
      "Promotions tell a story of growth, and {full's} is a great one: from {currentRole} to {newRole}.",
    ],
    friendly_approachable: [
      "I'm really happy to share that {full} has been promoted from {currentRole} to {newRole}[ {team:on}]!",
      "Please join me in cheering on {full}, who's stepping up from {currentRole} to {newRole}!",
    ],
    confident_assertive: [
      "I'm pleased to announce {full's} promotion from {currentRole} to {newRole}[ {team:on}].",
      "{full} is moving up from {currentRole} to {newRole}, and it's well deserved.",
    ],
    creative_playful: [
      "Every good story has a next chapter, and {full's} is here: from {currentRole} to {newRole}[ {team:on}].",
      'Cue the fanfare: {full} is trading the {currentRole} title for {newRole}!',
    ],
  },

  /** What earned the promotion, in the user's words. */
  why: {
    any: ['{promotionDetails:clause}.'],
    warm_professional: [
      'This promotion recognises how {first} {promotionDetails:pred}.',
      "It's a well-earned recognition of {promotionDetails:np}.",
      'The promotion reflects {promotionDetails:np}.',
      'The promotion reflects how {first} {promotionDetails:pred}.',
      'It recognises, above all, {promotionDetails:np}.',
      'The reasons are clear. {promotionDetails:clause}.',
      "It's a promotion richly deserved. {promotionDetails:clause}.",
    ],
    excited_fun: [
      "And it's so well earned: {first} {promotionDetails:pred}!",
      "It's a huge, well-earned recognition of {promotionDetails:np}!",
      "Here's why it's so deserved: {promotionDetails:clause}!",
      'This one is all thanks to {promotionDetails:np}!',
      'Why? Because {first} {promotionDetails:pred}!',
      'Big props for {promotionDetails:np}!',
      '{first} {promotionDetails:pred}, and everyone noticed!',
      "Here's the story: {promotionDetails:clause}!",
    ],
    casual_concise: [
      'Well earned: {first} {promotionDetails:pred}.',
      'Earned through {promotionDetails:np}.',
      'Why: {promotionDetails:clause}.',
      "It's for {promotionDetails:np}.",
      'Short version: {first} {promotionDetails:pred}.',
      'Reason: {promotionDetails:np}.',
      'Reason: {first} {promotionDetails:pred}.',
      'Background: {promotionDetails:clause}.',
    ],
    inspiring_motivational: [
      "{first} {promotionDetails:pred}, and that's exactly the kind of growth this promotion celebrates.",
      'This promotion celebrates {promotionDetails:np}, and the impact that came with it.',
      "{promotionDetails:clause}. That's what growth looks like.",
      "It's a promotion earned through {promotionDetails:np}.",
      "Here's what growth looks like: {first} {promotionDetails:pred}.",
      'What stands out is {promotionDetails:np}.',
      'What stands out: {first} {promotionDetails:pred}.',
      "Here's the journey: {promotionDetails:clause}.",
    ],
    friendly_approachable: [
      "If you've worked with {first}, you'll know this is well deserved. {promotionDetails:clause}.",
      "It's a lovely recognition of {promotionDetails:np}.",
      "It's so well deserved, thanks to {promotionDetails:np}.",
      "We've all seen it: {first} {promotionDetails:pred}.",
      'A big part of it: {promotionDetails:np}.',
      "You've probably seen it yourself: {first} {promotionDetails:pred}.",
      'A quick look at why: {promotionDetails:clause}.',
    ],
    confident_assertive: [
      'This promotion was earned, not given: {first} {promotionDetails:pred}.',
      'The reason is simple: {promotionDetails:np}.',
      'The record speaks for itself. {promotionDetails:clause}.',
      'It was earned through {promotionDetails:np}.',
      'The reason is simple: {first} {promotionDetails:pred}.',
      "Credit where it's due: {promotionDetails:np}.",
      "Credit where it's due: {first} {promotionDetails:pred}.",
      'The facts: {promotionDetails:clause}.',
    ],
    creative_playful: [
      'The recipe for this promotion? {first} {promotionDetails:pred}.',
      'The secret ingredient: {promotionDetails:np}.',
      'The backstory: {promotionDetails:clause}.',
      'The magic behind it: {promotionDetails:np}.',
      'How did we get here? {first} {promotionDetails:pred}.',
      'Plot summary: {promotionDetails:np}.',
      'Plot summary: {first} {promotionDetails:pred}.',
      'Story time: {promotionDetails:clause}.',
    ],
  },

  expertise: {
    any: [
      "{first's} expertise in {expertise:topic} will be a real asset in the new role.",
      'Deep expertise in {expertise:topic} will serve the new role well.',
      '{first} brings {expertise:qty} to the new role.',
      'With {expertise:qty} to draw on, {first} is more than ready.',
      'As {expertise:identity}, {first} is ready for this.',
      '{first} is {expertise:identity}, and the new role will make the most of it.',
      '{expertise:clause}.',
      'Worth remembering: {expertise:clause}.',
    ],
    inspiring_motivational: [
      "{first's} depth in {expertise:topic} is something we'll all learn from.",
    ],
    warm_professional: [
      'That depth of expertise in {expertise:topic} will be invaluable in the new role.',
    ],
    casual_concise: ['Bonus: serious chops in {expertise:topic}.'],
    excited_fun: ['And with expertise in {expertise:topic}, this is going to be brilliant!'],
    friendly_approachable: [
      "If you've ever needed help with {expertise:topic}, you'll know how much that expertise matters.",
    ],
    creative_playful: [
      "With {first's} knack for {expertise:topic}, this next level fits like a glove.",
    ],
    confident_assertive: ["{first's} command of {expertise:topic} makes this an easy call."],
  },

  team: {
    any: ['A proud moment for {team}, too.'],
    friendly_approachable: ['{team} must be very proud.'],
  },

  /** What comes next, without inventing the new role's duties. */
  next: {
    warm_professional: [
      "I'm confident {first} will thrive in this new role.",
      'I look forward to seeing {first} grow in this role.',
      'I know {first} will bring the same care and commitment to the new role.',
    ],
    excited_fun: [
      'The next chapter is going to be amazing!',
      "We can't wait to see what {first} does next!",
      "Big things ahead, and we're here for all of it!",
    ],
    casual_concise: [
      'Onwards and upwards.',
      'Next stop: even bigger things.',
      "Looking forward to what's next.",
    ],
    inspiring_motivational: [
      "This is a new chapter, and I can't wait to see what {first} builds next.",
      'Growth like this lifts all of us, and the best is yet to come.',
      'The next chapter is full of possibility.',
    ],
    friendly_approachable: [
      'I know {first} is going to be brilliant in the new role.',
      "We're all cheering you on, {first}.",
      "We're all so excited to see what's next for {first}.",
    ],
    confident_assertive: [
      'Expect big things from {first} in this role.',
      '{first} is ready for this, and so are we.',
      'The bar just moved up, and {first} is ready for it.',
    ],
    creative_playful: [
      "Next level unlocked; we can't wait to see the one after that.",
      "A new chapter begins, and we're eager to turn the page.",
      'Sequel incoming, and we expect it to be even better.',
    ],
  },

  congrats: {
    warm_professional: [
      'Congratulations, {first}; this is very well deserved.',
      'Congratulations, {first}, on a thoroughly deserved promotion.',
      'Warmest congratulations, {first}.',
    ],
    excited_fun: [
      'Congratulations, {first}! So incredibly well deserved! 🎉',
      'Way to go, {first}! 🥳',
      'Congrats, {first}! You absolutely earned this! 🎉',
    ],
    casual_concise: ['Congrats, {first}!', 'Nice one, {first}.', 'Well done, {first}.'],
    inspiring_motivational: [
      "Congratulations, {first}. Here's to the next chapter.",
      'Congratulations, {first}; keep reaching higher.',
      'Congratulations, {first}; the best is still ahead.',
    ],
    friendly_approachable: [
      'Congratulations, {first}, from all of us!',
      "Huge congratulations, {first}; we're so proud of you!",
      'Congratulations, {first}! So happy for you.',
    ],
    confident_assertive: [
      'Congratulations, {first}. Well earned.',
      'Congratulations, {first}. You earned this.',
      'Congratulations, {first}. Onwards.',
    ],
    creative_playful: [
      'Congratulations, {first}: new title, same brilliant you.',
      "Take a bow, {first}; the spotlight's yours.",
      'Congratulations, {first}; wear it well.',
    ],
  },

  question: {
    warm_professional: [
      "What's a moment from working with {first} that you'd like to celebrate? Please share it below.",
      'Please add your congratulations for {first} in the replies.',
      'What has working with {first} meant to you? Please share a few words below.',
    ],
    excited_fun: [
      "Who's ready to flood the thread with congratulations? 🎉",
      'Drop your biggest congrats for {first} below!',
      "Who's ready to cheer? Reply below with your congrats!",
    ],
    casual_concise: [
      'Congrats in the thread, please.',
      'Got a congrats for {first}? Drop it below.',
      'Add your congrats below.',
    ],
    inspiring_motivational: [
      'How has {first} helped you grow? Share a story in the replies.',
      "What's one thing you've learned from {first}? Share it below.",
      "What's one moment where {first} made a difference for you? Share it below.",
    ],
    friendly_approachable: [
      'Got a favourite story about working with {first}? Share it below and help us celebrate!',
      'Would you add a note of congratulations for {first} below?',
      'Leave {first} a little note of congratulations below!',
    ],
    confident_assertive: [
      'Add your congratulations below and make sure {first} hears them.',
      "Who's first to congratulate {first}? Reply below.",
      "Reply with your congratulations, and tell {first} what you're counting on next.",
    ],
    creative_playful: [
      'Describe {first} as a superhero in a few words: go!',
      'If this promotion had a theme song, what would it be? Reply below.',
      "Pick a word for {first's} next chapter and drop it in the replies.",
    ],
  },

  /** Longer messages: a word on the moment itself. */
  journey: {
    warm_professional: [
      "It's a real milestone, and a moment worth marking together.",
      'Steps like this are worth pausing to celebrate.',
    ],
    excited_fun: [
      'Big moments deserve big celebrations!',
      'We have been waiting to share this one!',
    ],
    casual_concise: [
      "It's always good to see great work pay off, and this is a clear case of it.",
      'Nice to see hard work rewarded the way it should be.',
    ],
    inspiring_motivational: [
      'Every step up opens new doors, for the person and for everyone around them.',
      'Growth like this is a reminder of what is possible for every one of us.',
    ],
    friendly_approachable: [
      'Moments like this are what make a team feel like a team.',
      "It's such a nice thing to be able to share.",
    ],
    confident_assertive: [
      'Promotions here are earned, and this one was.',
      'Good work gets rewarded here. This is proof.',
    ],
    creative_playful: [
      'Somebody fetch the confetti; this one calls for it.',
      'Somewhere, a tiny brass band just started playing.',
    ],
  },

  /** Longer messages: a thought about what the promotion means. */
  transition: {
    warm_professional: [
      'Promotions like this are one of the best parts of leading a team.',
      'Recognising people who raise the bar matters to all of us.',
      'Seeing someone grow like this is always a pleasure.',
    ],
    excited_fun: [
      'Honestly, this one makes us so happy!',
      'This is the kind of news we love sharing!',
      'Cue the happy dance!',
    ],
    casual_concise: ['Well deserved.', 'Big step, well taken.', 'A well-earned step.'],
    inspiring_motivational: [
      "Growth like this doesn't happen by accident; it's built one decision at a time.",
      'Every promotion is proof that investing in people pays off.',
      'When people grow, everyone around them grows too.',
    ],
    friendly_approachable: [
      "It's always lovely to see good work recognised.",
      'News like this makes my day.',
      "It's a joy to share news like this.",
    ],
    confident_assertive: [
      'This is what strong performance looks like.',
      'We promote people who deliver, and {first} delivers.',
      'This is how careers are built.',
    ],
    creative_playful: [
      'Somewhere, a trumpet is sounding a small fanfare.',
      "If promotions came with confetti cannons, we'd be firing them right now.",
      'Plot development of the best kind.',
    ],
  },

  lead: {
    warm_professional: [
      "Here's some news I've been looking forward to sharing.",
      "It's always a pleasure to share news like this.",
    ],
    excited_fun: ['Drumroll, please!', 'Okay, everyone, get excited!'],
    casual_concise: ['Quick update.', 'Worth a quick read.'],
    inspiring_motivational: [
      'Growth is something we celebrate here.',
      'Great work deserves to be recognised, and this is one of those moments.',
    ],
    friendly_approachable: [
      "I've got some happy news to share.",
      'Hi everyone, I have something lovely to share.',
    ],
    confident_assertive: ['Here is some news worth your attention.', 'Big news, everyone.'],
    creative_playful: [
      'Gather round for a tale of hard work and a well-deserved ending.',
      'Cue the music.',
    ],
  },
} satisfies Banks;
