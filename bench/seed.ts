/**
 * The searches the benchmark sends, from narrow to broad: a role (one row in eight), a tone
 * label (one in four, matched by value), and a single letter (nearly every row, too short
 * for the trigram index).
 */
export const SEARCH_TERMS = ['designer', 'excited', 'a'];
