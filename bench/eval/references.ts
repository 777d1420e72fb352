/**
 * Reference options: for 50 eval cases, three options a careful writer would post as
 * written (a short chat post, a fuller post, one that invites replies). They measure the
 * eval rather than a writer: the fact screen must refuse none of them (its false-refusal
 * rate) and every check must pass them. A reference that fails a check means the check is
 * wrong. Written from each case's input alone; never copied from a writer's output.
 */
export const REFERENCES: Readonly<Record<string, readonly [string, string, string]>> = {
  // ---------------------------------------------------------------- welcome
  w01: [
    'Please welcome Maya Patel, our new Product Designer.',
    "It's a pleasure to welcome Maya Patel as our new Product Designer. Please help Maya settle in and find their way around.",
    'Maya Patel joins us as our new Product Designer. What would you like a new Product Designer to know about how we work here? Share it in the thread.',
  ],
  w02: [
    'Big news: Priya Raman joins Platform as a Data Engineer on Mon 3/9, coming to us from Northwind Labs!',
    'Priya Raman is joining the Platform team as a Data Engineer from Northwind Labs, starting Monday 3/9. We can’t wait to build with Priya!',
    'Priya Raman starts on Mon 3/9 as our newest Data Engineer on Platform, fresh from Northwind Labs. Who’s ready to show Priya around Platform? Say hi below!',
  ],
  w03: [
    'Ahmed Hassan joins payments as a backend engineer next Tuesday.',
    'Quick intro: Ahmed Hassan starts on the payments team next Tuesday as a backend engineer. Ask Ahmed about cricket or chess.',
    'Ahmed Hassan is our new backend engineer on payments, starting next Tuesday. Up for a game of cricket or chess with Ahmed? Say so below.',
  ],
  w04: [
    'Please welcome Nguyễn Thị Lan, our new UX Researcher, who joins us from Grab. We’re looking forward to learning from Nguyễn Thị Lan’s usability testing.',
    'Nguyễn Thị Lan joins us from Grab as a UX Researcher, bringing diary studies and usability testing to how we learn from the people who use our products. We look forward to the diary studies ahead.',
    'After Grab, Nguyễn Thị Lan is joining our research practice as a UX Researcher, with a focus on diary studies and usability testing. What question should Nguyễn Thị Lan’s usability testing answer next?',
  ],
  w05: [
    'Please welcome María José Ortega, our new Head Chef at Canal Street Kitchen, starting on the 12th.',
    'María José Ortega (Majo) joins Canal Street Kitchen as Head Chef on the 12th. Majo brings Basque cooking and 12 years in Michelin kitchens, so come by and say hello!',
    'From the 12th, María José Ortega (Majo) leads Canal Street Kitchen as Head Chef, bringing 12 years in Michelin kitchens and a love of Basque cooking. Drop your ideas for Majo’s first Basque menu in the thread.',
  ],
  w06: [
    'Tom Becker joins us from Noma as our new Sous Chef for Pastry.',
    'Meet Tom Becker, our Sous Chef for Pastry, who comes to us from Noma. Outside the kitchen, Tom bakes sourdough and goes trail running.',
    'Tom Becker is our new Sous Chef for Pastry, previously at Noma. Send Tom your best trail running route or sourdough tip below.',
  ],
  w07: [
    'Jared Collins joins Design Systems from Shopify as a Senior Frontend Engineer.',
    'New pixels incoming: Jared Collins joins Design Systems as our Senior Frontend Engineer, straight from Shopify. In a previous job, Jared built a design system from scratch and worked across React, accessibility and performance. Jared also once ran a marathon with a broken toe.',
    'Jared Collins, our new Senior Frontend Engineer on Design Systems, comes to us from Shopify. What should our new Senior Frontend Engineer build first for Design Systems? Pitch your ideas below.',
  ],
  w09: [
    'Please welcome 王伟 (David), our new Supply Chain Analyst on the ops team, who joins us from Foxconn. David is excited to meet everyone!',
    'Big welcome to 王伟 (David)! David joins ops as our new Supply Chain Analyst after time at Foxconn, and we could not be happier to have the help.',
    '王伟 (David to all of us) joins the ops team as our Supply Chain Analyst, coming from Foxconn. Which part of our ops should David see first? Tell us in the thread!',
  ],
  w10: [
    'Kim Min-jun joins the Mobile team as our new iOS Developer and will be working on the app with all of you. Fun fact: Kim Min-jun has a cat named Kimchi.',
    'Say hi to Kim Min-jun, the newest iOS Developer on our Mobile team! Kim Min-jun has a cat named Kimchi 🐱, so do ask for a photo. Glad you are here, Kim Min-jun.',
    'Kim Min-jun is joining Mobile as our iOS Developer, and word is there is a cat named Kimchi at home. What should Kim Min-jun know about our mobile app before starting? Reply in the thread.',
  ],
  w13: [
    'Will Turner joins the CS team as our new Customer Success Manager. Ask Will about sailing, and be ready for Will to talk your ear off.',
    'Will Turner is now our Customer Success Manager on the CS team. Expect clear answers, fast follow-ups and, if you mention sailing, a long talk you did not plan for.',
    'Will Turner has joined the CS team as Customer Success Manager. Tell Will which customer to meet first, and mention sailing only if you have an hour: Will can talk your ear off.',
  ],
  w14: [
    'Grace Liu joins Talent as our new Recruiter, and she comes with three cats and a very opinionated parrot at home. We suspect the parrot will have notes on every job ad.',
    'Plot twist: our new Recruiter on Talent, Grace Liu, answers to three cats and one very opinionated parrot. Grace Liu will be finding the people who join us next, so say hello when she reaches out.',
    'Grace Liu is the newest Recruiter on our Talent team, and she shares her home with three cats and a very opinionated parrot. What should Grace ask the parrot to review first? Drop your ideas below.',
  ],
  w15: [
    'Please give a warm welcome to Jamal Wright, who starts tomorrow as our newest warehouse associate.',
    'Jamal Wright joins us tomorrow as a warehouse associate. Please make Jamal feel at home on the floor, show where everything lives and say hello when you cross paths.',
    'Tomorrow Jamal Wright starts as a warehouse associate, and the first days go better with friendly faces around. Who can show our new warehouse associate around? Reply here and we will set it up.',
  ],
  w19: [
    'Please welcome Björk, who joins the Audio team as our new Sound Designer. Björk will be shaping how things sound around here.',
    'Say hello to Björk, the newest Sound Designer on our Audio team. If you have a project that needs the right sound, Björk is a great person to talk to, so feel free to reach out and introduce yourself.',
    'Björk has joined Audio as a Sound Designer, and we are so glad to have the help. Share your next project with Björk in the replies.',
  ],
  w20: [
    'Robert Smith (Bobby) joins Facilities as our new Electrician, and when the work is done, Bobby goes fishing.',
    'Please welcome Robert Smith (Bobby), the Electrician joining our Facilities team. Bobby is the person to call for anything electrical, and the person to ask about fishing.',
    'Robert Smith, Bobby to everyone, has joined Facilities as an Electrician. Post your best fishing spots for Bobby below.',
  ],
  w17: [
    'Lucas Moreau joins us from Deliveroo as a Growth Marketer. Lucas has grown signups by about 40% in 6 months and run more than 200 A/B tests. Bring Lucas your questions about signups and experiments.',
    'Quick intro: Lucas Moreau is our new Growth Marketer, joining from Deliveroo. The numbers behind Lucas: signups grew by about 40% in 6 months, and more than 200 A/B tests ran along the way. If you have a funnel that needs a second look, Lucas is the person to ask.',
    'Lucas Moreau, previously at Deliveroo, starts with us as a Growth Marketer. Lucas has run more than 200 A/B tests and grown signups by about 40% in 6 months. Which test should Lucas run first here? Reply with your ideas.',
  ],
  w24: [
    'Ananya Iyer joins mobile as our new QA Lead.',
    'Ananya Iyer is our new QA Lead on mobile, with 8 years of experience in test automation using Appium and Cypress.',
    'Ananya Iyer has joined mobile as QA Lead. What part of our test automation should Ananya look at first? Tell us in the thread.',
  ],
  w41: [
    'Amara Nwosu joins Risk as our new Data Scientist on Monday, January 11, coming from Monzo. Amara works on fraud models with Python and SQL, plays chess, dances salsa and was a competitive swimmer. Ask Amara about fraud models or salsa, and expect a good answer to both.',
    'Please welcome Amara Nwosu, who starts on Mon 1/11 as a Data Scientist on our Risk team after time at Monzo. Amara builds fraud models in Python and SQL. Outside work, Amara enjoys chess and salsa dancing, and was once a competitive swimmer. Risk just got sharper, and fraud just got harder.',
    'Amara Nwosu, formerly of Monzo, joins Risk as Data Scientist on Monday, January 11. Expect fraud models built with Python and SQL; outside work, Amara plays chess, dances salsa and was a competitive swimmer. Take Amara on at chess and reply below with your best opening.',
  ],
  w22: [
    'Please welcome Chloe Martin, our new Brand Designer on Brand & Content.',
    'Chloe Martin joins Brand & Content as a Brand Designer. Outside work, Chloe loves pottery, climbing and bad horror movies.',
    'Our Brand & Content team has a new Brand Designer: Chloe Martin. Which bad horror movie should Chloe watch next? Reply below!',
  ],

  // ---------------------------------------------------------------- promotion
  p01: [
    'Congratulations to Maya Patel, promoted from Designer to Senior Designer for consistently great work on the checkout redesign.',
    'Maya Patel is now a Senior Designer. As a Designer, Maya did consistently great work on the checkout redesign, and this promotion recognises it. Please join me in congratulating Maya!',
    'After consistently great work on the checkout redesign, Maya Patel moves up from Designer to Senior Designer. What was your favourite part of the checkout redesign? Share it below with your congratulations.',
  ],
  p02: [
    'Jared Kim is now a Senior Software Engineer on Platform after leading the Postgres 16 upgrade, mentoring 3 new hires and cutting deploy time by 40% as a Software Engineer II!',
    'Big congratulations to Jared Kim, promoted from Software Engineer II to Senior Software Engineer on Platform! Jared led the Postgres 16 upgrade, mentored 3 new hires and cut deploy time by 40%.',
    'From Software Engineer II to Senior Software Engineer: Jared Kim earned it on Platform with the Postgres 16 upgrade, 3 new hires mentored and deploy time down 40%. Tell Jared below which of those wins helped your work most!',
  ],
  p03: [
    'Sofia Hernández moves from Support Agent to Support Team Lead after lifting CSAT from 82% to 95% on her queue and building the macros library.',
    'Congrats to Sofia Hernández, our new Support Team Lead! As a Support Agent, she took CSAT on her queue from 82% to 95% and built the macros library we all use.',
    'Sofia Hernández is stepping up from Support Agent to Support Team Lead. CSAT on her queue went from 82% to 95%, and she built the macros library. Which macro do you use most? Tell Sofia below.',
  ],
  p04: [
    'Dr. Aisha Bello moves from Senior Scientist to Principal Scientist, Assay Development, in R&D after leading the assay redesign and cutting cost per sample by about 30%. We’re looking forward to Dr. Bello’s next steps in Assay Development.',
    'In R&D, Dr. Aisha Bello led the assay redesign and cut the cost per sample by roughly 30%. That work as a Senior Scientist now takes Dr. Bello to Principal Scientist, Assay Development. Here’s to the next assay redesign, Dr. Bello!',
    'Dr. Aisha Bello, Senior Scientist in R&D, becomes Principal Scientist, Assay Development. The assay redesign Dr. Bello led cut the cost per sample by about 30%. What should the next redesign tackle? Share your ideas with Dr. Bello below.',
  ],
  p05: [
    'Ahmed Siddiqui moves up from sales rep to account manager after closing our 3 biggest deals this year. Stop by and congratulate Ahmed!',
    'Please congratulate Ahmed Siddiqui, our newest account manager! As a sales rep, Ahmed closed our 3 biggest deals this year, and the promotion is well earned.',
    'Ahmed Siddiqui closed our 3 biggest deals this year as a sales rep and now steps up to account manager. Ask Ahmed about those deals in the replies!',
  ],
  p06: [
    'Lena Fischer moves from Engineering Manager to Director of Engineering on Payments after growing the team from 6 to 14, shipping Apple Pay and keeping 2026 at zero sev-1s.',
    'Lena Fischer is our new Director of Engineering. As Engineering Manager on Payments, Lena grew the team from 6 to 14, shipped Apple Pay and ran 2026 with zero sev-1s.',
    'Director of Engineering: that is Lena Fischer’s new title, earned as Engineering Manager on Payments by growing the team from 6 to 14, shipping Apple Pay and zero sev-1s in 2026. Reply with your ideas for what Payments takes on next.',
  ],
  p07: [
    'Trần Văn Minh steps up from Line Cook to Sous Chef in our kitchen: Trần Văn Minh runs the pass on busy nights and has trained 4 new cooks.',
    'Hold the applause until service ends: Trần Văn Minh, who runs the pass on our busy nights and trained 4 new cooks, is promoted from Line Cook to Sous Chef in the kitchen.',
    'From Line Cook to Sous Chef: Trần Văn Minh runs the pass on busy nights in our kitchen and has trained 4 new cooks along the way. Which dish should the new Sous Chef put on first? Tell us below!',
  ],
  p09: [
    'Congratulations to Grace Mwangi, promoted from Staff Nurse to Charge Nurse in the ICU! The unit chose Grace for the role after Grace led the sepsis protocol rollout.',
    'Big news from the ICU: Grace Mwangi moves up from Staff Nurse to Charge Nurse! After leading the sepsis protocol rollout, Grace was chosen by the unit for the job, and nobody is surprised.',
    'Grace Mwangi led the sepsis protocol rollout in the ICU, and the unit chose Grace to step up from Staff Nurse to Charge Nurse. What do you want to say to Grace about the Charge Nurse role? Leave it in the replies!',
  ],
  p12: [
    'Please join me in congratulating Hope Adams, who moves from Teacher to Head of Science. Hope rebuilt the lab curriculum, and every science lesson is better for it.',
    'Hope Adams is our new Head of Science! As a Teacher, Hope rebuilt the lab curriculum from the ground up, so the department is in good hands. We hope you will all stop by to say congratulations.',
    'Hope Adams rebuilt the lab curriculum and now steps up from Teacher to Head of Science. What should the science department try next in the lab? Share your ideas with Hope below.',
  ],
  p13: [
    'Diego Fernández moves from Account Executive to Enterprise AE on the Sales team after closing $1.2M in new ARR, with the biggest deal at $250k.',
    'Diego Fernández is now an Enterprise AE in Sales. As an Account Executive, Diego closed $1.2M in new ARR, and the biggest of those deals came in at $250k. That is the standard for the enterprise team.',
    '$1.2M in new ARR closed, with $250k as the biggest deal: that takes Diego Fernández from Account Executive to Enterprise AE in Sales. Reply below with the deal Diego should chase next.',
  ],
  p15: [
    'Please join me in congratulating Chloé Dubois, who steps up from Community Manager to Head of Community. Chloé grew the forum to 10,000 members, and this promotion recognises the care and the work behind that number.',
    'Chloé Dubois is our new Head of Community! As Community Manager, Chloé grew the forum to 10,000 members, one conversation at a time. Thank you, Chloé, for building a place where people help each other, and congratulations on the new role.',
    'Chloé Dubois grew the forum to 10,000 members and moves up from Community Manager to Head of Community. What should the forum try next now that it has 10,000 members? Post your ideas for Chloé below.',
  ],
  p18: [
    'Congratulations to Tom Baker, who moves up from Barista to Shift Lead, and the reason is simple: reliability. We’re looking forward to Tom’s first shifts as Shift Lead.',
    'Every shift runs on people you can count on, and Tom Baker has been that person. Tom now steps up from Barista to Shift Lead, a promotion earned through reliability. Here’s to the shifts ahead, Tom!',
    'Tom Baker is our new Shift Lead after showing real reliability as a Barista. From now on, the next shift has a Shift Lead it can count on. Share your tips with Tom below!',
  ],
  p19: [
    'Please join me in congratulating Mohammed Al-Amin, who moves from Site Engineer to Project Manager in Infrastructure. Mohammed delivered the Riverside bridge 3 weeks early and under budget, and now manages 2 subcontractors and the client relationship. It is a promotion the whole team saw coming, and one that Mohammed has more than earned.',
    'Mohammed Al-Amin is our new Project Manager in Infrastructure! As a Site Engineer, Mohammed brought the Riverside bridge in 3 weeks early and under budget. Mohammed already manages 2 subcontractors and the client relationship, so the step up from Site Engineer feels natural. Congratulations, Mohammed, and thank you for the care you put into every site.',
    'From Site Engineer to Project Manager: Mohammed Al-Amin earned this step in Infrastructure by delivering the Riverside bridge 3 weeks early and under budget, and by managing 2 subcontractors and the client relationship along the way. Share your favourite moment on the Riverside bridge project with Mohammed below, along with your congratulations.',
  ],
  p22: [
    'Emily Chen moves from marketing coordinator to marketing manager on brand after running the spring campaign end to end.',
    'Please congratulate Emily Chen, our new marketing manager on the brand team! As marketing coordinator, Emily ran the spring campaign end to end.',
    'After running the spring campaign end to end, Emily Chen steps up from marketing coordinator to marketing manager on brand. What should the next brand campaign be? Share your ideas with Emily below.',
  ],
  p28: [
    'Jess Taylor moves up from Sales Associate to Assistant Store Manager after 6 months running as top seller, at about £40k a month.',
    'Six months as top seller, at about £40k a month: that is how Jess Taylor went from Sales Associate to Assistant Store Manager.',
    'Jess Taylor has been our top seller 6 months running, at about £40k a month, and now steps up from Sales Associate to Assistant Store Manager. Tell us below what you want to ask our new Assistant Store Manager!',
  ],
  p37: [
    'Sam Rivera has earned it: the Clerk we all rely on is now our Supervisor, and we could not be prouder!',
    'Big congratulations to Sam Rivera, promoted from Clerk to Supervisor! Sam earned it, and everyone who has worked alongside Sam knows exactly why. 🎉',
    'From Clerk to Supervisor: Sam Rivera earned it, and we are thrilled! Share your favourite memory of Sam as a Clerk in the thread below.',
  ],

  // ---------------------------------------------------------------- achievements
  a01: [
    'Grace Okafor, Charge Nurse on Ward 7B, is our Nurse of the Year, nominated by three families.',
    'Please join me in congratulating Grace Okafor, Charge Nurse on Ward 7B, who was nominated by three families and has been named our Nurse of the Year.',
    'Three families nominated Grace Okafor, Charge Nurse on Ward 7B, and Grace is now our Nurse of the Year. What moment on Ward 7B with Grace do you remember best? Share it below.',
  ],
  a02: [
    'Sam Okafor, our Support Lead, just had the best CSAT quarter ever: about 200 tickets a week with 98% CSAT in Q3!',
    'Huge congratulations to Sam Okafor! Our Support Lead handled around 200 tickets every week in Q3 with 98% CSAT, making it our best CSAT quarter ever.',
    'Best CSAT quarter ever, led by our Support Lead Sam Okafor: roughly 200 tickets a week and 98% CSAT through Q3. Which of those 200 tickets a week was the trickiest? Tell Sam in the thread!',
  ],
  a03: [
    'Lucía Fernández, Technical Writer on Developer Experience, rewrote the entire API docs in a docs overhaul that cut support tickets about auth by half.',
    'Docs overhaul done: our Technical Writer Lucía Fernández rewrote the entire API docs for Developer Experience, and support tickets about auth fell by half. Nice work, Lucía!',
    'Lucía Fernández (Technical Writer, Developer Experience) rewrote the entire API docs, and support tickets about auth dropped by half. That docs overhaul deserves a shout: what part of the new docs helped you most? Reply below.',
  ],
  a04: [
    'Ahmed Karimi, our Growth PM, led the activation project that took activation from 30% to 85% in 8 weeks. Here’s to the next activation project, Ahmed.',
    'In just 8 weeks, the activation project run by Growth PM Ahmed Karimi lifted activation from 30% to 85%. We’re looking forward to what our Growth PM takes on next.',
    'Activation went from 30% to 85% in 8 weeks thanks to Ahmed Karimi and the activation project. What would you like our Growth PM to tackle next? Share your ideas below.',
  ],
  a05: [
    'Mei Lin, Frontend Engineer on Web, won the company hackathon by building an accessibility checker in 48 hours! 🏆 Say well done to Mei in the thread.',
    'Congratulations to Mei Lin, our Frontend Engineer on the Web team, who won the company hackathon! Mei built an accessibility checker in just 48 hours. Stop by and ask Mei about it.',
    'An accessibility checker built in 48 hours just won the company hackathon, and it came from Mei Lin, a Frontend Engineer on our Web team. Ask Mei for a demo of the accessibility checker in the thread!',
  ],
  a06: [
    'Jordan Blake, our Account Executive, closed our largest deal: $2.4M on a 3-year contract with a national retailer.',
    'Our largest deal is closed, and it belongs to Jordan Blake. Our Account Executive signed a national retailer to a 3-year contract worth $2.4M.',
    'Account Executive Jordan Blake closed our largest deal: a 3-year, $2.4M contract with a national retailer. Drop your questions for Jordan about closing it below.',
  ],
  a07: [
    'Phạm Thu Hà, our Accountant, passed the CPA exam: all 4 sections on the first try!',
    'All 4 sections, first try: Phạm Thu Hà has passed the CPA exam, and our Accountant makes it look easy.',
    'Our Accountant Phạm Thu Hà took all 4 sections of the CPA exam and passed every one on the first try. Ask Phạm Thu Hà for exam tips below!',
  ],
  a08: [
    'Congratulations to Dr. Samuel Osei, Research Scientist in Oncology, whose paper on tumour segmentation has been accepted at NeurIPS. Dr. Osei is the first author.',
    'Please join me in congratulating Dr. Samuel Osei of our Oncology team: a paper with Dr. Osei as first author has been accepted at NeurIPS. The work on tumour segmentation is a proud moment for all of us, and a well-deserved one for our Research Scientist.',
    'Dr. Samuel Osei, a Research Scientist in Oncology, is first author of a paper on tumour segmentation accepted at NeurIPS. Which part of the tumour segmentation work should Dr. Osei present to us first? Reply below to ask.',
  ],
  a09: [
    'Warehouse move done! Hannah Berg, our Operations Manager, and a team of 20 moved 12k SKUs over one weekend with zero lost orders. What a weekend!',
    'Huge shout-out to Hannah Berg! Our Operations Manager got the warehouse move done, with a team of 20 moving 12k SKUs over one weekend and zero lost orders. 🎉',
    '12k SKUs, one weekend, a team of 20 and zero lost orders: Hannah Berg, our Operations Manager, got the warehouse move done. Ask Hannah in the thread how the team pulled off the warehouse move!',
  ],
  a12: [
    'Emma Walsh, our Year 2 Teacher, had an outstanding Ofsted observation, and the inspectors praised her reading groups. Say well done to Emma when you see her!',
    'Congratulations to Emma Walsh! Our Year 2 Teacher’s Ofsted observation was rated outstanding, with the inspectors singling out her reading groups for praise. Those reading groups are something special, and now it is official: stop by and tell Emma!',
    'Emma Walsh’s outstanding Ofsted observation is one to celebrate: the inspectors praised the reading groups our Year 2 Teacher runs. Ask Emma about her reading groups in the replies!',
  ],
  a13: [
    'Our delivery driver Jared Miller just hit 1,000 deliveries without a single missed drop-off all year, and that is the standard every route should be held to.',
    '1,000 deliveries and no missed drop-offs all year: Jared Miller has set the bar for every delivery driver on the team. Congratulations, Jared, and thank you for the consistency.',
    'Jared Miller, our delivery driver, has completed 1,000 deliveries and not missed a drop-off all year. Reply below with what Jared should aim for next after 1,000 deliveries.',
  ],
  a17: [
    'Olivia Brown, our Event Coordinator, pulled off the annual summit: 600 guests, 40 speakers and 2 days that ran without a hitch, first session to last. Thank you, Olivia, for making it look easy.',
    'The annual summit is done, and Olivia Brown made it happen. Our Event Coordinator pulled off 2 days with 600 guests and 40 speakers, and we owe Olivia a big thank-you for every single one of them.',
    'Olivia Brown, Event Coordinator, pulled off the annual summit with 600 guests, 40 speakers and 2 days of sessions. Which talk from the annual summit stuck with you most? Share it below so Olivia knows it landed.',
  ],
  a20: [
    'Frank Müller, our Machinist, has reached 25 years with the company. Frank started on the shop floor in 2001, and the shop floor has been better for it ever since. Please take a moment to thank Frank.',
    '25 years with the company: that is Frank Müller’s milestone. Our Machinist started on the shop floor in 2001 and has kept the machines and the standards high ever since. Congratulations, Frank, and thank you for every one of those years.',
    'Frank Müller started on the shop floor in 2001 and now celebrates 25 years with the company as our Machinist. Share your best story from the shop floor with Frank below so we can all celebrate.',
  ],
  a28: [
    'Linda Park, our Librarian, digitised the archive: about 40k pages, in a project that took 2 years.',
    'About 40k pages, 2 years, one Librarian: Linda Park has digitised the archive, and the whole thing is now a search away.',
    'Linda Park has digitised the archive, about 40k pages over a project that took 2 years. What should our Librarian dig up from the archive first? Reply below!',
  ],
  a36: [
    'Please join me in congratulating Max Weber, our Intern, who has shipped a first feature, dark mode. Dark mode is the feature, and it is a great one.',
    'Max Weber, our Intern, has shipped a first feature, and it is one you can see right away: dark mode. Congratulations, Max, on getting it over the line, and welcome to the list of people whose code is in the product.',
    'Dark mode is here, and it is the first feature shipped by Max Weber, our Intern. Have you switched to dark mode yet? Tell Max what you think in the thread.',
  ],
  a39: [
    'Pedro Alves, our Senior Developer, is mentor of the year, and the juniors he mentored are the ones who voted for him. Nothing says more about a mentor than that. We’re looking forward to the next juniors Pedro takes on.',
    'Our mentor of the year is Pedro Alves! The juniors he mentored voted for our Senior Developer, and a vote from the people you have helped says more than any title could. Here’s to the next juniors Pedro will mentor.',
    'Pedro Alves, Senior Developer, was voted mentor of the year by the juniors he mentored. Share the best advice Pedro gave you as a mentor below, so the next juniors can learn from it too.',
  ],
};
