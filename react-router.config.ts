// React Router framework mode: server rendering, the app under app/, the build under build/
// (build/client for the browser, build/server for the Node process that serves /api too).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
