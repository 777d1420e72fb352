/** A short welcome for a Data Engineer: the request the AI-provider tests send. */
export const WELCOME_INPUT = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
  length: 'short',
};

/** Three options a fake provider answers with that pass every option check for `name`. */
export function passingWelcomeOptions(name: string): string[] {
  return [
    `Please welcome ${name}, who joins us as a Data Engineer this week. Say hello when you see them online!`,
    `Big news for the data crew: ${name} is our new Data Engineer. We're thrilled to have this expertise on board, so drop a friendly note.`,
    `${name} starts today as our Data Engineer. What is the one tip you wish someone had told you in your first week here?`,
  ];
}
