/** What the demo's result column shows. */
export type DemoState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; messages: string[] }
  | { status: 'error'; error: string };
