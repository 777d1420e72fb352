import type { Banks } from '../phrase-bank.ts';

/**
 * Welcome messages: who is joining, as what, where and when, a little background, something
 * personal, and how to say hello. Claims stay generic ("glad to have you") so nothing is
 * invented beyond the facts the user gave.
 */
export const WELCOME_BANKS = {
  /** Opens the short chat-style post: name, role and any of team/company/start date. */
  open: {
    warm_professional: [
      'Please join me in welcoming {full}, our new {role}[ {team:on}][ at {company}].',
      'A warm welcome to {full}, who is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}].',
      "I'm pleased to introduce {full}, our new {role}[ {team:on}][ at {company}].",
    ],
    excited_fun: [
      '🎉 Say hello to {full}, our brand-new {role}[ {team:on}][ at {company}]!',
      'Big news, everyone: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}]!',
      "Guess who's joining[ {team}]? It's {full}, our fantastic new {role}!",
    ],
    casual_concise: [
      'Hey all, meet {full}, our new {role}[ {team:on}][ at {company}].',
      'Quick intro: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}].',
      'Say hi to {full}, our new {role}[ {team:on}].',
    ],
    inspiring_motivational: [
      'A new chapter starts here: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}].',
      'Great teams grow one person at a time. Please welcome {full}, our new {role}[ {team:on}][ at {company}].',
      'Fresh perspective, new energy: please welcome {full}, our new {role}[ {team:on}][ at {company}].',
    ],
    friendly_approachable: [
      "Hi everyone! I'd love for you to meet {full}, our new {role}[ {team:on}][ at {company}].",
      'Friendly heads-up: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}]!',
      "Hello, all! Say a warm hi to {full}, who's joining[ {team}] as our new {role}.",
    ],
    confident_assertive: [
      'Meet {full}, our new {role}[ {team:on}][ at {company}].',
      "We've made a great hire: {full} joins[ {team}] as our new {role}[ at {company}][, starting {startDate}].",
      'Strong hire, everyone: {full} is our new {role}[ {team:on}][ at {company}].',
    ],
    creative_playful: [
      'Roll out the welcome mat: {full} is our new {role}[ {team:on}][ at {company}]!',
      'New name on the roster, new chapter in the story: please welcome {full}, our new {role}[ {team:on}].',
      'Plot twist, everyone: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}]!',
    ],
  },

  /** Opens the fuller messages (warm and question-led). */
  intro: {
    warm_professional: [
      "It's my pleasure to welcome {full}, who joins[ {team}] as our new {role}[ at {company}].",
      'Please join me in giving a warm welcome to {full}, who takes up the role of {role}[ {team:on}][ at {company}].',
      "I'm delighted to share that {full} will be joining us as our new {role}[ {team:on}][ at {company}][, starting {startDate}].",
    ],
    excited_fun: [
      'We have some seriously exciting news: {full} is joining us as our new {role}[ {team:on}][ at {company}]!',
      'Get ready to give a huge welcome to {full}, our amazing new {role}[ {team:on}]!',
      "It's official: {full} is joining[ {team}] as our new {role}[ at {company}][, starting {startDate}], and we could not be more excited!",
    ],
    casual_concise: [
      'Quick intro for everyone: {full} is joining us as our new {role}[ {team:on}][ at {company}].',
      'Meet {full}, who joins[ {team}] as our new {role}[ at {company}][ {startDate}].',
      "Heads-up: we've got a new {role}[ {team:on}], and it's {full}.",
    ],
    inspiring_motivational: [
      "I'm thrilled to welcome {full}, who joins[ {team}] as our new {role}[ at {company}].",
      "Every new teammate brings a fresh perspective, and I'm excited to introduce {full}, our new {role}[ {team:on}].",
      'Please welcome {full}, who is joining us as our new {role}[ {team:on}][ at {company}][, starting {startDate}]. Great things start with great people.',
    ],
    friendly_approachable: [
      "I'm so happy to introduce you all to {full}, our new {role}[ {team:on}][ at {company}]!",
      "Please say a big hello to {full}, who's joining[ {team}] as our new {role}[ at {company}][ {startDate}].",
      "There's a new name around here: {full} is joining us as our new {role}[ {team:on}].",
    ],
    confident_assertive: [
      "I'm pleased to announce that {full} is joining[ {team}] as our new {role}[ at {company}].",
      "{full} joins us as our new {role}[ {team:on}][ at {company}][ {startDate}], and that's a big win for us.",
      'We set out to find an outstanding {role}, and we found one: please welcome {full}[, who joins {team}].',
    ],
    creative_playful: [
      "Gather round, everyone: there's a new character in our story, and it's {full}, our new {role}[ {team:on}]!",
      "Knock knock. Who's there? {full}, our new {role}[ {team:on}][ at {company}]!",
      'Our crew just gained a brilliant new crewmate: {full}, who joins[ {team}] as our new {role}[ at {company}].',
    ],
  },

  start: {
    any: ['{first} starts {startDate}.'],
    warm_professional: [
      '{first} will be starting with us {startDate}.',
      'The first day is {startDate:day}.',
    ],
    excited_fun: [
      '{first} kicks off {startDate}, so get ready!',
      "Day one is {startDate:day}, and we can't wait!",
    ],
    casual_concise: ['First day: {startDate:day}.'],
    inspiring_motivational: [
      "{first's} journey with us begins {startDate}.",
      'The journey begins {startDate}.',
    ],
    friendly_approachable: [
      "{first's} first day is coming up {startDate}.",
      'The first day is coming up {startDate}.',
    ],
    confident_assertive: ['Day one is {startDate:day}.'],
    creative_playful: [
      "{first's} chapter one begins {startDate}.",
      'Chapter one begins {startDate}.',
    ],
  },

  team: {
    any: ['{first} will be part of {team}.', 'Home base will be {team}.'],
    creative_playful: ["{first's} new home base: {team}."],
    confident_assertive: ['{first} joins {team}.'],
  },

  company: {
    any: ['Welcome to {company}, {first}.'],
    warm_professional: ['We are very glad to welcome {first} to {company}.'],
    excited_fun: ['Welcome to {company}, {first}!'],
    inspiring_motivational: ['{company} just gained a fresh perspective.'],
    friendly_approachable: ["We're so glad {first} chose {company}."],
    confident_assertive: ['{company} just got stronger.'],
    creative_playful: ['{company} just got a little more brilliant.'],
  },

  expertise: {
    any: [
      '{first} brings {expertise:qty}.',
      '{first} comes to us with {expertise:qty}.',
      '{first} is {expertise:identity}.',
      '{first} comes to us as {expertise:identity}.',
      '{expertise:clause}.',
      'A bit of background: {expertise:clause}.',
    ],
    warm_professional: [
      '{first} brings valuable experience in {expertise:topic}.',
      '{first} joins us with a strong background in {expertise:topic}.',
      'With this hire comes valuable experience in {expertise:topic}.',
    ],
    excited_fun: [
      "{first} knows {expertise:topic} inside out, and we can't wait to put that to work!",
      'Anyone with questions about {expertise:topic}: you now know who to ask!',
    ],
    casual_concise: ['Background: {expertise:topic}.', "{first's} thing: {expertise:topic}."],
    inspiring_motivational: [
      "{first} brings deep experience in {expertise:topic}, and I can't wait to see the impact it will have here.",
      '{first} brings {expertise:qty}, and that experience will help all of us grow.',
      'Deep experience in {expertise:topic} is joining us too, and that will help all of us grow.',
    ],
    friendly_approachable: [
      "{first} has a background in {expertise:topic}, so if that's your area too, you'll have plenty to talk about.",
      "If your work touches {expertise:topic} too, you'll have plenty to talk about.",
    ],
    confident_assertive: [
      '{first} brings serious expertise in {expertise:topic}.',
      'Expect real depth in {expertise:topic}.',
    ],
    creative_playful: [
      "{first's} superpower? {expertise:topic}.",
      'Ask {first} about {expertise:topic} and prepare to learn a lot.',
      'Special skill unlocked: {expertise:topic}.',
    ],
  },

  hobbies: {
    any: [
      'Outside work, {first} loves {hobbies:np}.',
      'Outside work, {hobbies:clause}.',
      'When not working, {hobbies:clause}.',
    ],
    warm_professional: [
      'Outside work, {first} enjoys {hobbies:np}.',
      'Interests outside work include {hobbies:np}.',
    ],
    excited_fun: [
      "{first} is big on {hobbies:np}, so if that's your thing too, you've found a new buddy!",
      "Fellow fans of {hobbies:np}, you've got a new buddy!",
    ],
    casual_concise: [
      'Into {hobbies:np}? So is {first}.',
      "Into {hobbies:np}? You've found a kindred spirit.",
    ],
    inspiring_motivational: ['Outside work, {first} finds energy in {hobbies:np}.'],
    friendly_approachable: [
      'If you love {hobbies:np} too, you already have something to chat about with {first}.',
      'Anyone else into {hobbies:np}? You already have something to chat about.',
    ],
    confident_assertive: ['Off the clock, {first} is all about {hobbies:np}.'],
    creative_playful: ["Off the clock, {first's} world revolves around {hobbies:np}."],
  },

  funFact: {
    any: ['Fun fact: {funFact:say}.'],
    warm_professional: ['And one fun fact: {funFact:say}.'],
    excited_fun: ["And here's a fun fact: {funFact:say}!"],
    inspiring_motivational: ['Something you might not guess: {funFact:say}.'],
    friendly_approachable: ['A fun fact to break the ice: {funFact:say}.'],
    confident_assertive: ['One more thing worth knowing: {funFact:say}.'],
    creative_playful: ['Bonus trivia: {funFact:say}.', 'File this under fun facts: {funFact:say}.'],
  },

  excite: {
    warm_professional: [
      "We're delighted to have {first} with us.",
      "We're very glad {first} is joining us.",
      "It's a pleasure to have {first} with us.",
    ],
    excited_fun: [
      "We're beyond excited to have {first} on board!",
      "This is a big one, and we couldn't be happier!",
      'The energy around here just went up a notch!',
    ],
    casual_concise: [
      'Really good to have {first} with us, and looking forward to working together.',
      "Good to have {first} here; it's going to be fun working together.",
    ],
    inspiring_motivational: [
      "New people bring new ideas, and I can't wait to see what we'll build together.",
      'Every new voice makes us better.',
      'Every new arrival is a chance to grow in new directions.',
    ],
    friendly_approachable: [
      "We're really happy to have {first} with us.",
      "It's lovely to have {first} on board.",
      "It's always so nice to welcome someone new.",
    ],
    confident_assertive: [
      'This is a strong addition.',
      '{first} is exactly the kind of person we want here.',
      'Hiring well is how we win, and this is hiring well.',
    ],
    creative_playful: [
      'Our roster just got a serious upgrade.',
      'The group chat just got a little more interesting.',
      'Our story just gained a brand-new character.',
    ],
  },

  settle: {
    warm_professional: [
      'Please take a moment to introduce yourself and help {first} feel at home.',
      "I know you'll all make {first} feel very welcome.",
      'Please reach out with a friendly word and anything that might help in those first days.',
    ],
    excited_fun: [
      "Let's give {first} the warmest welcome ever!",
      "Let's make {first's} first weeks amazing!",
      "Flood {first's} inbox with hellos!",
    ],
    casual_concise: [
      "If you've got a minute, drop {first} a hello and say what you're working on.",
      'Share a tip or two about how things work around here when you get a chance.',
      'A quick hello goes a long way.',
    ],
    inspiring_motivational: [
      "Let's help {first} settle in quickly and make a real impact from day one.",
      "Share what you're working on, and help {first} find the places to make a difference.",
      'Let us make sure {first} has everything needed to do great work here.',
    ],
    friendly_approachable: [
      "Don't be shy: drop {first} a message, share a tip or two, or just say hello.",
      'If you have a minute, reach out and help {first} feel at home.',
      'Feel free to say hi, share your favourite tips, or invite {first} for a virtual coffee.',
    ],
    confident_assertive: [
      "Make sure {first} gets a proper welcome: introduce yourself and share what you're working on.",
      'Reach out, introduce yourself, and get {first} up to speed.',
      'Set up a quick intro with {first} and explain what your team owns.',
    ],
    creative_playful: [
      'Help {first} learn the shortcuts, the in-jokes and where everything lives.',
      'Show {first} the ropes, the shortcuts and the best-kept secrets.',
      "Consider yourselves official tour guides for {first's} first few weeks.",
    ],
  },

  /** The chat post's call to action. */
  hello: {
    warm_professional: [
      'Please say hello when you get a chance.',
      'Do say hello when you have a moment.',
      'A short hello would be lovely.',
    ],
    excited_fun: ['Go say hi! 👋', 'Come say hello! 👋', "Don't be shy, say hello! 👋"],
    casual_concise: ['Say hi!', 'Give {first} a wave.', 'Drop a hello.'],
    inspiring_motivational: [
      'Say hello and help {first} hit the ground running.',
      "Say hello and share what you're building.",
      'Reach out and make {first} part of it from the start.',
    ],
    friendly_approachable: [
      'Pop over and say hello!',
      'Come say hi when you have a minute!',
      'Say hi whenever you get a chance!',
    ],
    confident_assertive: [
      'Introduce yourselves.',
      'Say hello, and make it count.',
      'Reach out and say hello.',
    ],
    creative_playful: [
      'Wave hello, everyone!',
      'Cue the friendly waves!',
      'Give {first} your best wave!',
    ],
  },

  /** The warm message's sign-off. */
  close: {
    warm_professional: [
      "Welcome aboard, {first}. We're very glad to have you with us.",
      "Welcome[ to {company}], {first}; we're delighted you're here.",
      'We are delighted to welcome you, {first}.',
      'It is wonderful to have you with us, {first}.',
    ],
    excited_fun: [
      "Welcome aboard, {first}! We're so happy you're here!",
      'Welcome to the crew, {first}! 🎉',
      "We're so glad you're here, {first}!",
    ],
    casual_concise: [
      'Welcome, {first}!',
      "Glad you're here, {first}.",
      'Good to have you, {first}.',
    ],
    inspiring_motivational: [
      "Welcome, {first}. Here's to everything we'll build together.",
      'Welcome aboard, {first}; the best is yet to come.',
      "Welcome, {first}; let's do great things together.",
    ],
    friendly_approachable: [
      "Welcome, {first}! We're really happy you're here.",
      'Welcome aboard, {first}, and make yourself at home!',
      'So glad to have you with us, {first}!',
    ],
    confident_assertive: [
      "Welcome aboard, {first}. Let's get to work.",
      'Welcome, {first}. Great to have you.',
      "Welcome to the team, {first}. Let's make it count.",
    ],
    creative_playful: [
      'Welcome aboard, {first}; we saved you a seat.',
      'Welcome, {first}: your chapter starts here.',
      'Welcome aboard, {first}; the best chapters are still unwritten.',
    ],
  },

  /** An opening line for the long warm message, before the name. */
  lead: {
    warm_professional: [
      "I'm delighted to share some good news with you all.",
      'I have a lovely introduction to make.',
    ],
    excited_fun: ['Drumroll, please!', 'Get ready, everyone, because we have exciting news!'],
    casual_concise: ['Quick bit of news.', 'Some news worth sharing.'],
    inspiring_motivational: [
      "Growing a team is about more than filling roles; it's about adding new perspectives.",
      'The people we bring in shape what we become.',
    ],
    friendly_approachable: [
      "I've got some lovely news to share.",
      'Hi everyone, I hope you are all doing well.',
    ],
    confident_assertive: [
      "We've made an excellent hire.",
      'Here is some news worth your attention.',
    ],
    creative_playful: [
      'Every good story needs a new character now and then.',
      'Pull up a chair, everyone: we have news.',
    ],
  },

  firstWeeks: {
    warm_professional: [
      'The first few weeks in a new role are full of new names and new systems, so a friendly face goes a long way.',
      'A quick note of welcome can make a real difference in those early days.',
    ],
    excited_fun: [
      "Starting somewhere new is a big deal, so let's make it a fun one!",
      "New place, new faces, new adventures: let's make them great ones!",
    ],
    casual_concise: [
      'New jobs are a lot: new tools, new names, new everything, so a quick hello really helps.',
      'The first few weeks go faster with a few friendly faces, so be one of them.',
    ],
    inspiring_motivational: [
      "The first weeks somewhere new are when habits form and ideas take shape, so let's make them count.",
      'Great starts make great journeys, and every one of us can help with that.',
    ],
    friendly_approachable: [
      'Starting somewhere new can feel like a lot, and a friendly message really does make a difference.',
      "A simple hello can mean a lot in those early days, so let's pass that on.",
    ],
    confident_assertive: [
      'The faster we get {first} connected, the faster we all benefit.',
      "A fast start sets the tone, so let's make this one count.",
    ],
    creative_playful: [
      'Every new arrival needs a map, a compass and a few friendly guides.',
      "New arrivals come with a blank map, so let's help fill in the landmarks.",
    ],
  },

  /** Ends the question-led message with the person's hobbies, when there are any. */
  hobbyQuestion: {
    any: [
      'When not working, {hobbies:clause}. What about you? Share your favourite way to switch off below.',
    ],
    warm_professional: [
      'Outside work, {first} enjoys {hobbies:np}. Do you share the interest? Please say hello below.',
    ],
    excited_fun: ['{first} is big on {hobbies:np}. Any fellow fans out there?'],
    casual_concise: ["Into {hobbies:np}? So is {first}. Who's in?"],
    inspiring_motivational: [
      'Outside work, {first} finds energy in {hobbies:np}. What fuels you outside work? Share it below.',
    ],
    friendly_approachable: [
      'Outside work, {first} loves {hobbies:np}. Are you a fan too? Let {first} know below!',
    ],
    confident_assertive: [
      'Off the clock, {first} is all about {hobbies:np}. Who else is? Say so below, and tell {first} what you work on.',
    ],
    creative_playful: [
      "Off the clock, {first's} world revolves around {hobbies:np}. What's your off-duty superpower? Reply below!",
    ],
  },

  question: {
    warm_professional: [
      "What's one tip you'd give {first} for settling in? Please share it below.",
      'Please reply below with a quick hello and a word about what you work on.',
      "Please introduce yourself below and let {first} know how you'd like to collaborate.",
    ],
    excited_fun: [
      "Who's going to be the first to say hello? 👋",
      "What's the best piece of advice for someone's first week here? Drop it below!",
      "Who's up for a welcome wave? Reply below! 👋",
    ],
    casual_concise: [
      'Got a tip for {first}? Drop it in the thread.',
      "Who's saying hi first?",
      'Say hi in the thread.',
    ],
    inspiring_motivational: [
      "What's one thing you wish you'd known when you started here? Share it with {first} below.",
      "What's one project you'd love {first} to see? Share it in the replies.",
      'What is the best advice you ever got when starting somewhere new? Share it below.',
    ],
    friendly_approachable: [
      "What's the one thing you'd tell {first} about working here? Reply and say hello!",
      "Who's up for a quick hello? Reply below and introduce yourself!",
      'Have a tip, a favourite channel or just a hello for {first}? Drop it below!',
    ],
    confident_assertive: [
      'Reply below with your name and what you work on, so {first} knows who to call on.',
      'Who will be first to introduce themselves? Reply below.',
      'Reply below with one thing {first} should know about your work.',
    ],
    creative_playful: [
      'If you could give {first} a secret map to this place, what would be on it? Reply below.',
      "What's the one thing every newcomer should know about us? Share it below.",
      'Describe this place to {first} in just a few words: go!',
    ],
  },
} satisfies Banks;
