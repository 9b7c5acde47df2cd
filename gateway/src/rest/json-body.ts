import express, { type ErrorRequestHandler } from 'express';

const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (error.type === 'entity.parse.failed')
    return void res.status(400).json({ message: 'Request body must be valid JSON' });
  if (error.type === 'entity.too.large') return void res.status(413).json({ message: 'Request body is too large' });
  if (error.status && error.status < 500) return void res.status(error.status).json({ message: 'Invalid request' });
  next(error);
};

/**
 * Reads a REST request's JSON body (64 KB at most), answering a malformed or oversized one in JSON.
 * A body read once is not read again, so a limit that counts by the body may read it first.
 */
export const jsonBody = [express.json({ limit: '64kb' }), bodyErrors];
