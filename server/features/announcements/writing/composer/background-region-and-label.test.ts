import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A background told in prose (ADR 184): a place already said keeps its region after a comma
 * ("in Portree, Isle of Skye", never "in Portree at Isle of Skye"), and a value told after
 * "Before joining us:" goes on in lower case unless it opens with a name.
 */
describe('a background in prose, read as a reader says it', () => {
  it.each([
    ['3 yrs joinery apprenticeship in Portree, Isle of Skye', 'in Portree, Isle of Skye'],
    ['2 yrs internship in Tromsø, Northern Norway', 'in Tromsø, Northern Norway'],
    ['4 yrs apprenticeship in Hilo, Big Island', 'in Hilo, Big Island'],
  ])('"%s" keeps "%s"', async (company, region) => {
    const { all } = await postedWelcome({ company, length: 'long' });
    expect(all).toContain(region);
    expect(all).not.toMatch(/\bat (?:Isle|Northern|Big)\b/);
  });

  it.each([
    ['ex pisteur-secouriste at Les Grands Montets (5 winters), ENSA exam passed in Sept'],
    ['A flower auction forwarder in Aalsmeer, 6 yrs; before: DHL in Poznań'],
    ['Ex lifeguard at Bondi (3 summers), then surf school in Byron, 2 yrs'],
  ])('"%s" goes on in lower case after the label', async (company) => {
    const { all } = await postedWelcome({ company, length: 'long' });
    expect(all).not.toMatch(/Before joining us: (?:Ex|A|An|The)\b/);
  });

  it.each([
    ['graduated Tokyo Univ. of Agriculture, landscape dept, March; part-time at a florist'],
    ['Worked the night desk at a hostel in Porto, 2 yrs; also barista'],
    ['studied viticulture in Dijon, harvests in Chablis every autumn since'],
  ])('"%s" opens with what the person did, in lower case after the label', async (company) => {
    const { all } = await postedWelcome({ company, length: 'long' });
    expect(all).not.toMatch(/Before joining us: (?:Graduated|Worked|Studied)\b/);
  });
});
