// Preloaded into the e2e web server (playwright.config.ts): Playwright starts the server with
// its stdin a pipe from the runner, and a pipe closes when the runner's process ends, however
// it ends (Ctrl-C, SIGKILL, a crash). The server then shuts down as on SIGTERM, so a killed
// run never leaves a server holding the port for the next one (issue 22 item 10).
process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.once('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
