import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

/** The built web app at /, GraphiQL at /graphiql, and the app's index for every client-side route. */
export function serveWebApp(app: express.Express, webDir: string): void {
  const index = path.join(webDir, 'index.html');
  const graphiql = path.join(webDir, 'graphiql.html');
  app.get('/graphiql', (_req, res) => {
    if (fs.existsSync(graphiql)) res.sendFile(graphiql);
    else res.status(503).type('text/plain').send('GraphiQL is part of the web build: run `npm run build`.');
  });
  app.use(express.static(webDir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (req.path.startsWith('/assets/')) return next();
    if (fs.existsSync(index)) res.sendFile(index);
    else res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`, then reload.');
  });
}
