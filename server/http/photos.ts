import type { Request, Response } from 'express';
import type { Services } from '../services.ts';
import { signInMessages } from '../domain/signin/signInSessions.ts';
import { log } from '../log.ts';

/** GET /photos/workers/:id — the worker's JPEG, for signed-in users, with a strong ETag. */
export function workerPhotoHandler(services: Services, tokenFor: (req: Request) => string | null) {
  return async (req: Request<{ id: string }>, res: Response) => {
    try {
      const token = tokenFor(req);
      const viewer = token ? await services.accounts.viewerFor(token) : null;
      if (!viewer) {
        res.status(401).type('text/plain').send('Sign in to see photos.');
        return;
      }
      if (viewer.mustEnrolSecondFactor) {
        res.status(403).type('text/plain').send(signInMessages.mustEnrol);
        return;
      }
      const photo = await services.workers.photo(req.params.id);
      if (!photo) {
        res.status(404).type('text/plain').send('No photo for this worker.');
        return;
      }
      res.set({ ETag: photo.etag, 'Cache-Control': 'private, max-age=3600', Vary: 'Cookie, Authorization' });
      if (req.headers['if-none-match'] === photo.etag) {
        res.status(304).end();
        return;
      }
      res.type('image/jpeg').send(photo.jpeg);
    } catch (error) {
      log.error(`photo ${req.params.id} failed`, error);
      res.status(500).type('text/plain').send('The photo could not be read.');
    }
  };
}
