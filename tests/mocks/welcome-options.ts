/** A short welcome for a Data Engineer: the request the AI-provider tests send. */
export const WELCOME_INPUT = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
  length: 'short',
};

/**
 * Three options a fake provider answers with that pass every option check and the fact
 * screen for `name`: no date, pronoun or other fact the input does not hold.
 */
export function passingWelcomeOptions(name: string): string[] {
  return [
    `Please welcome ${name}, who joins us as a Data Engineer. Say hello to ${name} when you get a chance!`,
    `Big news for the data crew: ${name} is our new Data Engineer. We're thrilled to have this expertise on board, so drop a friendly note.`,
    `${name} is our new Data Engineer. What is the one tip you wish someone had told you when you joined? Share it in the thread!`,
  ];
}
