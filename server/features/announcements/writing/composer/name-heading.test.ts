import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * The person's name typed as a heading over the list of what they did ("funke:" above the
 * bullets) is no note: the post names them anyway. Read as one it was posted alone ("Funke.",
 * "• Funke", the twentieth set's zp17). Every option, two seeds, through the check pass.
 */
const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'casual_concise',
  length: 'long',
  newHireName,
  currentRole: 'Technician',
  newRole: 'Supervisor',
  promotionDetails,
});

const shapes: [GenerationRequest, string][] = [
  [
    promotion(
      'ADEYEMI, Olufunke Bisola',
      'funke:\n- fabricated the new roaster paddles locally\n- trained 3 fitters',
    ),
    'Funke',
  ],
  [
    promotion(
      'Alexandra Petrova',
      'Alex:\n- rebuilt the cold store racking\n- cut spoilage by 12%',
    ),
    'Alex',
  ],
  [
    promotion(
      'Tomás Ferreira',
      'Tomás 🙌:\n• ran the night shift for 2 years\n• zero lost-time injuries',
    ),
    'Tomás',
  ],
  [promotion('Priya Nair', 'PRIYA:\n1) opened the second kitchen\n2) hired 6 cooks'), 'Priya'],
  [
    promotion('Samuel Osei', 'Sam:\n- took over the parts inventory\n- saved ₵40k on imports'),
    'Sam',
  ],
  [promotion('Ngozi Eze', 'ngozi eze:\n- led the ISO audit prep\n- zero findings'), 'Ngozi'],
];

describe("the person's name as a heading over a list", () => {
  for (const [input, heading] of shapes)
    it(`never posts "${heading}" alone`, async () => {
      const options = await postedOverSeeds(input);
      for (const option of options) {
        for (const line of option.split('\n'))
          expect(line).not.toMatch(new RegExp(`^•\\s*${heading}[^\\p{L}]*$`, 'iu'));
        expect(option).not.toMatch(new RegExp(`(?:^|[.!?:]\\s+)${heading}\\.\\s`, 'iu'));
      }
    });
});
