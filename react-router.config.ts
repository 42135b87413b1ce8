// React Router framework mode: server rendering, the app under app/, the build under build/
// (build/client for the browser, build/server for the Node process that serves /api too).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Loaders and actions get the request as it came (no copy made per loader without React Router's
    // own parts of a data request's URL, .data and ?index= / ?_routes=): they read the page's address
    // from their `url` argument, which is that normalized URL (docs/decisions/2026-12-04-render-rate.md).
    v8_passThroughRequests: true,
  },
} satisfies Config;
