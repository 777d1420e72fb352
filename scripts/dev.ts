// `npm run dev`: Vite with hot reload on PORT (default 3000) and the API on API_PORT
// (default PORT + 1), restarted by `tsx watch` on every save, including editors that save by
// writing a new file and renaming it over the old one (`node --watch` misses those). The API
// serves no web build in development (SERVE_WEB=false): the app is Vite's, at APP_URL.
import concurrently from 'concurrently';

const vars = process.env;
const port = Number(vars.PORT || 3000);
const apiPort = Number(vars.API_PORT || port + 1);
const appUrl = vars.APP_URL || `http://localhost:${port}`;

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/index.ts',
      env: { PORT: String(apiPort), APP_URL: appUrl, SERVE_WEB: 'false' },
      prefixColor: 'blue',
    },
    {
      name: 'web',
      command: 'react-router dev',
      // React Router's CLI relaunches itself with this condition (and says so) unless set.
      env: {
        PORT: String(port),
        API_PORT: String(apiPort),
        APP_URL: appUrl,
        NODE_OPTIONS: [vars.NODE_OPTIONS, '--conditions=development'].filter(Boolean).join(' '),
      },
      prefixColor: 'magenta',
    },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
