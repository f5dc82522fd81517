import { parseArgs } from 'node:util';
import { buildStaticServer } from './server';

/** store-static --dir DIST --port N [--host H] [--cors] [--spa] [--api URL] [--remotes FILE] */
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'boolean', default: false },
    spa: { type: 'boolean', default: false },
    api: { type: 'string' },
    remotes: { type: 'string' },
    'route-remotes': { type: 'string' },
    name: { type: 'string', default: 'static' },
  },
});

if (!values.dir || !values.port) {
  process.stderr.write('Usage: store-static --dir DIST --port N [--host H] [--cors] [--spa] [--api URL] [--remotes FILE]\n');
  process.exit(2);
}

const app = await buildStaticServer({
  root: values.dir,
  cors: values.cors,
  spa: values.spa,
  ...(values.api ? { apiUpstream: values.api } : {}),
  ...(values.remotes ? { remotesFile: values.remotes } : {}),
  ...(values['route-remotes'] ? { routeRemotes: JSON.parse(values['route-remotes']) as Record<string, string> } : {}),
});

const close = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(`${values.name} listening on http://${values.host}:${values.port}\n`);
