import { writeChecked } from './server/features/announcements/generate.ts';
import { createComposer } from './server/features/announcements/writing/composer/composer.ts';
const cases: any[] = [
 { messageType:'promotion', tone:'warm_professional', length:'medium', newHireName:'Dev Patel', currentRole:'Senior Analyst', newRole:'Analytics Lead', promotionDetails:"Led the audit of 600 workers' payroll last spring. pls don't call it a promotion, it's a sideways move into a lead role" },
 { messageType:'achievements', tone:'warm_professional', length:'medium', newHireName:'Marta Silva', role:'Welder', achievementDescription:'won gold at the regional welding championship', achievementDetails:"She asked us to say 'the workshop' won, not just her - but the medal is hers, please make that clear. formal letter from HR to follow" },
 { messageType:'achievements', tone:'excited_fun', length:'long', newHireName:'Tom Reyes', role:'Shelter Coordinator', achievementDescription:'raised £12,000 for the winter shelter', achievementDetails:"Organised 40 volunteers over 3 weekends. Please no details about clients or the shelter address, this gets forwarded. we will thank him separately, not in this message. mention the lime Friday is open to everyone" },
 { messageType:'welcome', tone:'casual_concise', length:'medium', newHireName:'Olek Nowak', role:'Sous Chef', hobbies:'plays accordion (not sure, ask him before posting)', funFact:"keep it short", expertise:'pastry, 9 yrs' },
 { messageType:'welcome', tone:'excited_fun', length:'medium', newHireName:'Ines Braun', role:'Nurse', hobbies:'bouldering', funFact:"she's shy so nothing too loud", expertise:"don't mention his age, ICU 12 yrs" },
 { messageType:'welcome', tone:'excited_fun', length:'short', newHireName:'Ines Braun', role:'Nurse', hobbies:'bouldering, no emojis pls', funFact:'Ist 61 - bitte nicht erwähnen', company:'Charité' },
];
for (const input of cases) {
  for (const seed of [1]) {
    const r: any = await writeChecked(createComposer(), input, AbortSignal.timeout(60000), {}, { today: '2026-11-23', seed });
    console.log('=== ', JSON.stringify(input).slice(0,300));
    for (const o of (r.options ?? r)) console.log('---\n' + (o.text ?? o.body ?? JSON.stringify(o)));
  }
}
