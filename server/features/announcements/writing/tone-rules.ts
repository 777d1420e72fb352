import type { MessageType } from '#domain/message-types.ts';
import type { Tone } from '#domain/tones.ts';
import { EMOJI } from '#domain/text.ts';

/**
 * What makes each tone audible (issue 21 item 4), written down as data: the punctuation
 * rules every option in the tone keeps, what it must hold (an invitation, a sentence about
 * what comes next), and the composer's phrasings. The rules are checked one by one on every
 * option by the eval (bench/eval/checks/tone.ts) and quoted to the AI writer by its prompt.
 *
 * In phrasings, {name} is the full name as typed, {short} the short form, {team} the team as
 * a noun phrase. A phrasing whose slot the input cannot fill is skipped.
 */

type ToneNeed =
  /** Asks the reader to do something: say hello, reply, drop a note, ask about… */
  | 'invitation'
  /**
   * What comes next, when the user says it ("From September she joins SLT"): told in every
   * option. A look ahead the input does not give is the writer's own claim ("has set the bar
   * for every Horticulturist", "leads from here as Audit Manager"): readers cut every one of
   * them as filler, so no phrasing makes one up (ADR 065).
   */
  | 'forward';

export interface ToneRules {
  /** Exclamation marks per option. */
  exclamations: { min: number; max: number };
  /** Whether a question may be asked. */
  questions: boolean;
  /** Emoji per option, at most. */
  emoji: number;
  /** Hedges ("maybe", "hopefully", "a bit") are not this tone's. */
  hedges: boolean;
  /** The longest sentence, in words (bulleted lines aside). */
  maxSentenceWords: number;
  /** Stiff openers ("Please join me in…", "It is my pleasure…") are not this tone's. */
  formalOpeners: boolean;
  /**
   * Whether every option must be heard in the tone (`AUDIBLE`: an "!", an emoji or a playful
   * image): a playful narrative of facts alone "reads flat for Creative & Playful" (the twelfth
   * set's readers, ADR 110).
   */
  audible: boolean;
  needs: readonly ToneNeed[];
  /** A line in plain words for the AI writer's prompt. */
  brief: string;
}

export const TONE_RULES: Record<Tone, ToneRules> = {
  warm_professional: {
    exclamations: { min: 0, max: 1 },
    questions: true,
    emoji: 0,
    hedges: true,
    maxSentenceWords: 40,
    formalOpeners: true,
    audible: false,
    needs: [],
    brief: 'at most one exclamation mark, no emoji',
  },
  excited_fun: {
    exclamations: { min: 1, max: 2 },
    questions: true,
    emoji: 2,
    hedges: true,
    maxSentenceWords: 40,
    formalOpeners: true,
    audible: true,
    needs: [],
    brief: 'one or two exclamation marks, at most two emoji',
  },
  casual_concise: {
    exclamations: { min: 0, max: 1 },
    questions: true,
    emoji: 1,
    hedges: true,
    maxSentenceWords: 28,
    formalOpeners: false,
    audible: false,
    needs: [],
    brief:
      'at most one exclamation mark, at most one emoji, no sentence over 28 words, no "Please join me in…"',
  },
  inspiring_motivational: {
    exclamations: { min: 0, max: 1 },
    questions: true,
    emoji: 0,
    hedges: true,
    maxSentenceWords: 40,
    formalOpeners: true,
    audible: false,
    needs: ['forward'],
    brief:
      'at most one exclamation mark, no emoji, and what comes next told whenever the notes say it',
  },
  friendly_approachable: {
    exclamations: { min: 0, max: 2 },
    questions: true,
    emoji: 1,
    hedges: true,
    maxSentenceWords: 40,
    formalOpeners: true,
    audible: false,
    needs: ['invitation'],
    brief: 'at most two exclamation marks, at most one emoji, and an invitation to the reader',
  },
  confident_assertive: {
    exclamations: { min: 0, max: 0 },
    questions: false,
    emoji: 0,
    hedges: false,
    maxSentenceWords: 32,
    formalOpeners: true,
    audible: false,
    needs: [],
    brief: 'no exclamation marks, no questions, no emoji, no hedging',
  },
  creative_playful: {
    exclamations: { min: 0, max: 2 },
    questions: true,
    emoji: 1,
    hedges: true,
    maxSentenceWords: 40,
    formalOpeners: true,
    audible: true,
    needs: [],
    brief:
      'at most two exclamation marks, at most one emoji, at most one metaphor, and a playful mark in every message',
  },
};

/** Words that hedge: a confident post states. */
export const HEDGES =
  /\b(?:maybe|perhaps|hopefully|probably|kind of|sort of|a bit|a little|somewhat|we think|i think|we hope|i hope|might|just wanted to)\b/i;

/** Openers a casual post does not use. */
export const FORMAL_OPENERS =
  /^(?:please join me in|it is (?:my|our) pleasure|it['’]s (?:my|our) pleasure|i am (?:pleased|delighted|honou?red)|we are (?:pleased|delighted|honou?red)|i['’]m pleased to|it['’]s a (?:pleasure|privilege))/i;

/** What asks a reader to act: say hi, reply, drop a note, ask about, come by, congratulate. */
export const INVITATION =
  /\b(?:say (?:hi|hello|congrats|congratulations|well done|thanks)|drop (?:a|an|your|them|her|him|\p{Lu}\p{L}*) |reply|chime in|stop by|swing by|come (?:by|say|cheer)|reach out|introduce yourself|wave hello|ask (?:\p{Lu}\p{L}*|them|her|him) (?:about|for|to)|share (?:your|a|them)|tell (?:us|them|her|him)|join (?:me|us|the [\p{L} ]+?) in|help (?:me (?:welcome|congratulate|thank)|\p{Lu}\p{L}* feel)|give (?:a|them|her|him|\p{Lu}\p{L}*) (?:a )?(?:big |warm |full )?(?:welcome|wave|hello|shout|cheer|round|high five)|send (?:a|your|\p{Lu}\p{L}*)|throw (?:some|\p{Lu}\p{L}*)|roll out|bring the|grab (?:a|them|her|him)|make (?:\p{Lu}\p{L}*|them|her|him) feel|leave (?:a|your)|post (?:a|your)|congratulate|thank (?:\p{Lu}\p{L}*|them|her|him)|welcome (?:them|her|him|\p{Lu}\p{L}*))/iu;

/** What looks ahead: will, next, from now on, looking forward, here's to, ahead. */
export const FORWARD =
  /\b(?:will|['’]ll|next|ahead|looking forward|look forward|from (?:now|here)|going forward|here['’]s to|can['’]t wait|soon|from (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|starting|starts|first day|first week|first weeks|coming up|up next)\b/i;

/**
 * A look ahead of the writer's own that claims something nobody typed: "has set the bar for
 * every Volunteer Coordinator", "a standard the whole of the team will build on", "leads from
 * here as Account Director". Blind readers cut every one as filler (ADR 065): no phrasing
 * says one, and the eval's filler check catches one. ("Here's to Ananya's first months…",
 * cut by the seventh set's reader, passed the third set's: no phrasing says it either, but
 * the check leaves it to the reader.)
 */
export const STOCK_LOOK_AHEAD =
  /^(?:[\p{L}'’.-]+\s){1,3}(?:has\s+)?(?:set|sets|raised|raises)\s+(?:the|a|a new)\s+(?:bar|standard|pace)\s+(?:for|every|the whole)\b|\b(?:(?:will|can) build on\b|leads from here\b|from here,? \S+ takes the lead\b|takes the (?:lead|stage) as\b|here['’]s to (?:a great start|the adventures)\b|put .{1,80} to work\b|in action[.!]?$)/iu;

/**
 * What assumes the post is a chat thread ("Say hi in the thread", "drop a 👋 below"): the
 * same post may go to e-mail, a newsletter or a notice board, so no phrasing says it (ADR 060).
 */
export const CHANNEL_BOUND =
  /\b(?:in the thread|in the comments|below|react(?:ion)?s? with|reply (?:here|below|in)|Slack|DM (?:them|her|him|me))\b|\b(?:drop|leave|post|add|send)\s(?:\S+\s)?(?:a |an |your |some )?(?:👋|🙋|emoji)/iu;

/**
 * What makes a closing line a fuss: it sends the crowd to the person ("Please stop by and
 * thank Lukas", "Send Lucía your congratulations"), or it is noise ("Confetti for Tomáš!",
 * "Go, Giorgi!"). A user who asks for it low key ("he hates fuss", "keep it low key") gets a
 * closing that speaks to the person quietly ("Well done, Lukas.", "Welcome, Ji-woo."): the
 * fourteenth set's readers rewrote every loud one so (ADR 110).
 */
export const LOUD_CLOSING =
  /\b(?:stop by|come (?:by|say|cheer)|join (?:me|us|\S+) in|take a moment|send (?:your|(?:\{short\}|\p{Lu}\p{L}*) (?:your|some))|reach out|round of|applause|confetti|cheer|loudest|big (?:hello|welcome|cheer)|roll out|red carpet|welcome mat|high five|make some noise|a shout|go,|some love|so happy|amazing|huge|introduce yourself)/iu;

/**
 * An opener that makes a show of the person ("Roll out the welcome mat for…", "Drumroll,
 * please, for…"): a user who asks for nothing cringe or low key gets another (ADR 128).
 */
export const FANFARE =
  /\b(?:red carpet|welcome mat|make some noise|drumroll|confetti|huge|cheers all round|big cheers)\b/i;

/** Images a playful opener is made of: none of them plays on the person's name. */
export const PLAYFUL_IMAGE =
  /\b(?:drumroll|confetti|welcome mat|noise|alert|hats off|bow|applause|red carpet|kettle|spotlight|roster|level up|unlocked)\b/i;

/**
 * What makes an option heard in an audible tone (`ToneRules.audible`): an exclamation mark,
 * an emoji, or one of the playful images.
 */
export const AUDIBLE = new RegExp(`!|${EMOJI}|${PLAYFUL_IMAGE.source}`, 'iu');

interface Phrasings {
  /** Opens the post: a greeting line or a lead-in to the headline. */
  openers: Record<MessageType, readonly string[]>;
  /** Closes it; carries the tone's own mark. */
  closers: Record<MessageType, readonly string[]>;
  /** An invitation to the reader. */
  invitations: Record<MessageType, readonly string[]>;
  /**
   * A welcome's look ahead: what we look forward to, said of ourselves, never a claim about
   * the person ("has set the bar…", "leads from here…", "Here's to …", ADR 065).
   */
  forward: readonly string[];
  /** A headline line for the scannable post. */
  headlines: Record<MessageType, readonly string[]>;
}

/**
 * The composer's phrasings per tone. Each respects its tone's rules above: confident lines
 * have no "!" and no question, excited lines bring the "!", friendly ones the invitation.
 */
export const TONE_PHRASINGS: Record<Tone, Phrasings> = {
  warm_professional: {
    openers: {
      welcome: [
        'Please join me in welcoming {name}',
        "It's a pleasure to welcome {name}",
        "I'm pleased to introduce {name}",
      ],
      promotion: [
        'Please join me in congratulating {name}',
        "I'm pleased to congratulate {name}",
        'Warm congratulations to {name}',
      ],
      achievements: [
        'Please join me in congratulating {name}',
        "I'd like to recognise {name}",
        'A warm thank-you to {name}',
      ],
    },
    closers: {
      welcome: [
        "We're glad to have you with us, {short}.",
        'Welcome to the team, {short}.',
        'Welcome aboard, {short}.',
      ],
      promotion: [
        'Congratulations, {short}.',
        'Congratulations, {short}, and thank you.',
        'Well deserved, {short}.',
      ],
      achievements: [
        'Thank you, {short}.',
        'Thank you, {short}, and well done.',
        'Well done, {short}.',
      ],
    },
    invitations: {
      welcome: [
        'Please take a moment to say hello to {short}.',
        'Please say hello to {short} when you see {them}.',
        'Please stop by and introduce yourself to {short}.',
        'Please help {short} feel at home with {team}.',
        'Please stop by and welcome {short} to {team}.',
      ],
      promotion: [
        'Please join me in congratulating {short}.',
        'Please take a moment to congratulate {short}.',
        'Please send your congratulations to {short} when you can.',
        'Please join {team} in congratulating {short}.',
        'Please join me in congratulating {short} on the promotion.',
      ],
      achievements: [
        'Please join me in thanking {short}.',
        'Please take a moment to congratulate {short}.',
        'Please send your congratulations to {short} when you can.',
        'Please join {team} in thanking {short}.',
        'Please join me in congratulating {short}.',
      ],
    },
    forward: [
      "We're looking forward to working with {short} {onTeam}.",
      "We're looking forward to learning from {short}'s work in {expertise}.",
    ],
    headlines: {
      welcome: ['Please welcome {name}, our new {role}.', 'Joining us: {name}, our new {role}.'],
      promotion: [
        'Congratulations to {name}, our new {newRole}.',
        'A well-deserved promotion for {name}: {newRole}.',
      ],
      achievements: ['Congratulations to {name}, our {role}.', 'Recognising {name}, our {role}.'],
    },
  },
  excited_fun: {
    openers: {
      welcome: [
        '🎉 Say hello to {name}',
        "We're thrilled to welcome {name}",
        'Big news, everyone: meet {name}',
      ],
      promotion: [
        '🎉 Huge congratulations to {name}',
        'Big news for {name}',
        'Cheers all round for {name}',
      ],
      achievements: [
        '🎉 Huge congratulations to {name}',
        'Big cheers for {name}',
        'Cheers all round for {name}',
      ],
    },
    closers: {
      welcome: [
        'Welcome aboard, {short}!',
        "So glad you're here, {short}!",
        'Great to have you, {short}!',
      ],
      promotion: ['Congratulations, {short}!', 'So happy for you, {short}!', 'Go, {short}!'],
      achievements: ['Congratulations, {short}!', 'Amazing work, {short}!', 'Go, {short}!'],
    },
    invitations: {
      welcome: [
        'Say hello to {short} when you can!',
        'Come say hi to {short}!',
        'Give {short} a big hello when you see {them}!',
        'Give {short} a big welcome to {team} when you can!',
        'Come say hi and welcome {short} to {team}!',
      ],
      promotion: [
        'Send your congratulations to {short} when you can!',
        'Send {short} some love when you can!',
        'Give {short} a round of congrats when you see {them}!',
        'Give {short} a big cheer from {team} when you can!',
        'Come cheer on {short} with the rest of {team}!',
      ],
      achievements: [
        'Send your congratulations to {short} when you can!',
        'Send {short} a high five when you can!',
        'Give {short} a round of applause when you see {them}!',
        'Give {short} a big cheer from {team} when you can!',
        'Come cheer on {short} with the rest of {team}!',
      ],
    },
    forward: ["We can't wait to start working with {short} {onTeam}."],
    headlines: {
      welcome: [
        '🎉 Please welcome {name}, our new {role}!',
        '🙌 New teammate alert: {name}, {role}!',
      ],
      promotion: [
        '🎉 Congratulations to {name}, our new {newRole}!',
        '🙌 Promotion news: {name} is now {newRole}!',
      ],
      achievements: [
        '🎉 Congratulations to {name}, our {role}!',
        '🙌 Big win for {name}, our {role}!',
      ],
    },
  },
  casual_concise: {
    openers: {
      welcome: ['Quick intro: meet {name}', 'Say hi to {name}', 'Meet {name}'],
      promotion: ['Congrats to {name}', 'Quick congrats to {name}', 'Shout-out to {name}'],
      achievements: ['Shout-out to {name}', 'Congrats to {name}', 'Kudos to {name}'],
    },
    closers: {
      welcome: ['Welcome, {short}.', 'Welcome aboard, {short}.', 'Glad you’re here, {short}.'],
      promotion: ['Congrats, {short}.', 'Nice one, {short}.', 'Well earned, {short}.'],
      achievements: ['Nice work, {short}.', 'Well done, {short}.', 'Great stuff, {short}.'],
    },
    invitations: {
      welcome: [
        'Say hi when you see {short}.',
        'Say hi to {short} when you can.',
        'Give {short} a wave.',
        'Say hi to {short} {onTeam}.',
        'Welcome {short} to {team} when you see {them}.',
      ],
      promotion: [
        'Say congrats to {short} when you can.',
        'Send {short} a quick congrats.',
        'Give {short} a shout.',
        'Say congrats to {short} {onTeam}.',
        'Send {short} a congrats from {team}.',
      ],
      achievements: [
        'Say well done to {short} when you can.',
        'Send {short} a quick note.',
        'Give {short} a shout.',
        'Say thanks to {short} {onTeam}.',
        'Send {short} a thank-you from {team}.',
      ],
    },
    forward: ["We're looking forward to working with {short} {onTeam}."],
    headlines: {
      welcome: ['New on the team: {name}, {role}.', 'Heads up, new teammate: {name} ({role}).'],
      promotion: ['Promotion: {name} is now {newRole}.', 'Heads up: {name} moves up to {newRole}.'],
      achievements: ['Shout-out: {name}, {role}.', 'Nice work from {name} ({role}).'],
    },
  },
  inspiring_motivational: {
    openers: {
      welcome: [
        "I'm delighted to welcome {name}",
        'Please welcome {name}',
        "It's a privilege to introduce {name}",
      ],
      promotion: [
        "I'm proud to congratulate {name}",
        'Please join me in celebrating {name}',
        'Congratulations to {name}',
      ],
      achievements: [
        "I'm proud to recognise {name}",
        'Please join me in celebrating {name}',
        'Congratulations to {name}',
      ],
    },
    closers: {
      welcome: [
        "We're glad you're here, {short}.",
        'Welcome, {short}.',
        'Welcome to the team, {short}.',
      ],
      promotion: [
        'Congratulations, {short}.',
        'Well earned, {short}.',
        'Thank you, {short}, and congratulations.',
      ],
      achievements: [
        'Well done, {short}.',
        'Thank you, {short}.',
        'Thank you, {short}, and congratulations.',
      ],
    },
    invitations: {
      welcome: [
        'Please say hello to {short} when you see {them}.',
        'Please make {short} feel at home.',
        'Please reach out and welcome {short}.',
        'Please make {short} feel at home with {team}.',
        'Please stop by and welcome {short} to {team}.',
      ],
      promotion: [
        'Please join me in congratulating {short}.',
        'Please take a moment to congratulate {short}.',
        'Please reach out and congratulate {short}.',
        'Please join {team} in congratulating {short}.',
        'Please send your congratulations to {short} when you can.',
      ],
      achievements: [
        'Please join me in thanking {short}.',
        'Please take a moment to congratulate {short}.',
        'Please reach out and thank {short}.',
        'Please join {team} in thanking {short}.',
        'Please send your congratulations to {short} when you can.',
      ],
    },
    forward: [
      "We're looking forward to what we'll build with {short} {onTeam}.",
      "We're looking forward to learning from {short}'s work in {expertise}.",
    ],
    headlines: {
      welcome: [
        'Please welcome {name}, our new {role}.',
        'Welcome to the team, {name}, our new {role}.',
      ],
      promotion: [
        'Congratulations to {name}, our new {newRole}.',
        'Celebrating {name}, now our {newRole}.',
      ],
      achievements: ['Celebrating {name}, our {role}.', 'Proud of {name}, our {role}.'],
    },
  },
  friendly_approachable: {
    openers: {
      welcome: [
        'Hi everyone, please say hello to {name}',
        "I'd love for you all to meet {name}",
        'Come say hi to {name}',
      ],
      promotion: [
        'Please help me congratulate {name}',
        'Some happy news about {name}',
        'Great news to share about {name}',
      ],
      achievements: [
        'Hi all, a big shout-out to {name}',
        'Big cheers for {name}',
        'Some happy news about {name}',
      ],
    },
    closers: {
      welcome: [
        "So glad you're here, {short}!",
        'Welcome, {short}!',
        'Welcome to the team, {short}!',
      ],
      promotion: [
        'Congratulations, {short}!',
        'So happy for you, {short}!',
        'Well deserved, {short}!',
      ],
      achievements: ['Congratulations, {short}!', 'Thank you, {short}!', 'Well done, {short}!'],
    },
    invitations: {
      welcome: [
        'Say hi to {short} when you can.',
        'Come say hello to {short} when you get a minute.',
        'Stop by and say hi to {short} when you can.',
        'Come by {team} and say hi to {short} when you get a chance.',
        'Come by and welcome {short} to {team} when you get a minute.',
      ],
      promotion: [
        'Send {short} a note to say congrats when you can.',
        'Come say congrats to {short} when you can.',
        'Stop by and congratulate {short} when you can.',
        'Come by {team} and say congrats to {short} when you get a chance.',
        'Come by and congratulate {short} with the rest of {team}.',
      ],
      achievements: [
        'Send {short} a note to say well done when you can.',
        'Come say congrats to {short} when you can.',
        'Stop by and congratulate {short} when you can.',
        'Come by {team} and say thanks to {short} when you get a chance.',
        'Come by and thank {short} with the rest of {team}.',
      ],
    },
    forward: [
      "We're looking forward to working with {short} {onTeam}.",
      "We're looking forward to learning from {short}'s work in {expertise}.",
    ],
    headlines: {
      welcome: [
        '👋 Please say hello to {name}, our new {role}!',
        'Say hi to our new teammate, {name} ({role})!',
      ],
      promotion: [
        'Happy news: {name} is our new {newRole}!',
        'Some lovely news: {name} has moved up to {newRole}!',
      ],
      achievements: [
        'A big shout-out to {name}, our {role}!',
        'Some lovely news about {name}, our {role}!',
      ],
    },
  },
  confident_assertive: {
    openers: {
      welcome: ['Meet {name}', "We've made a strong hire: {name}", 'Introducing {name}'],
      promotion: [
        'Congratulations to {name}',
        'Well-earned congratulations to {name}',
        'Please congratulate {name}',
      ],
      achievements: [
        'Congratulations to {name}',
        'Recognition for {name}',
        'Strong work from {name}',
      ],
    },
    closers: {
      welcome: [
        'Welcome aboard, {short}.',
        'Glad to have you, {short}.',
        'Welcome to the team, {short}.',
      ],
      promotion: ['Well earned, {short}.', 'Congratulations, {short}.', 'Well deserved, {short}.'],
      achievements: ['Well done, {short}.', 'Strong work, {short}.', 'Well deserved, {short}.'],
    },
    invitations: {
      welcome: [
        'Reach out to {short} and introduce yourself.',
        'Make {short} feel welcome.',
        'Introduce yourself to {short} when you can.',
        'Stop by {team} and introduce yourself to {short}.',
        'Welcome {short} to {team} when you see {them}.',
      ],
      promotion: [
        'Congratulate {short} when you see {them}.',
        'Reach out to {short} and congratulate {them}.',
        'Be sure to congratulate {short}.',
        'Stop by {team} and congratulate {short}.',
        'Send {short} your congratulations when you can.',
      ],
      achievements: [
        'Congratulate {short} when you see {them}.',
        'Reach out to {short} and say well done.',
        'Be sure to congratulate {short}.',
        'Stop by {team} and thank {short}.',
        'Send {short} your congratulations when you can.',
      ],
    },
    forward: ['{short} starts {start} {onTeam}.'],
    headlines: {
      welcome: ['New hire: {name}, {role}.', 'Joining the team: {name}, our new {role}.'],
      promotion: ['Promotion: {name} is now {newRole}.', 'Stepping up: {name}, our new {newRole}.'],
      achievements: ['Recognition: {name}, {role}.', 'Results worth naming: {name}, {role}.'],
    },
  },
  creative_playful: {
    openers: {
      welcome: [
        'Roll out the welcome mat for {name}',
        'New face alert: {name}',
        'Make some noise for {name}',
      ],
      promotion: [
        'Drumroll, please, for {name}',
        'Pop the confetti for {name}',
        'Hats off to {name}',
      ],
      achievements: [
        'Drumroll, please, for {name}',
        'Pop the confetti for {name}',
        'Hats off to {name}',
      ],
    },
    closers: {
      welcome: [
        'Welcome aboard, {short}!',
        'The kettle is on, {short}.',
        'Consider the welcome mat rolled out, {short}.',
      ],
      promotion: ['Take a bow, {short}!', 'Confetti for {short}!', 'Cue the applause for {short}!'],
      achievements: [
        'Take a bow, {short}!',
        'Confetti for {short}!',
        'Cue the applause for {short}!',
      ],
    },
    invitations: {
      welcome: [
        'Wave hello to {short} when you see {them}!',
        'Give {short} a warm welcome when you see {them}!',
        'Roll out the red carpet for {short} when you can!',
        'Calling {team}: roll out the welcome for {short} when you can!',
        'Give {short} a warm welcome to {team} when you can!',
      ],
      promotion: [
        'Throw some confetti for {short} when you can!',
        'Send {short} a congrats when you can!',
        'Send {short} your loudest cheer when you can!',
        'Calling {team}: bring the confetti for {short} when you can!',
        'Give {short} a round of applause from {team} when you can!',
      ],
      achievements: [
        'Throw some confetti for {short} when you can!',
        'Give {short} a high five when you see {them}!',
        'Send {short} your loudest cheer when you can!',
        'Calling {team}: bring the confetti for {short} when you can!',
        'Give {short} a round of applause from {team} when you can!',
      ],
    },
    forward: ["We can't wait to start working with {short} {onTeam}."],
    headlines: {
      welcome: [
        '✨ New face alert: {name}, our new {role}!',
        '✨ Fresh on the roster: {name}, {role}!',
      ],
      promotion: [
        '🎉 Level up: {name} is our new {newRole}!',
        '🎉 New title unlocked for {name}: {newRole}!',
      ],
      achievements: ['🏆 Take a bow, {name}, our {role}!', '🏆 Confetti for {name}, our {role}!'],
    },
  },
};
