// What the http layer learns while it answers a request (who called, who a refused token names,
// what error they were told), kept on the response so that features watching answers (the
// refusal record) read it afterwards: the http layer writes notes and knows no such feature.
import type { Response } from 'express';
import type { AuthContext } from '../auth/context';
import type { ErrorBody } from './error-body';

export interface AnswerNotes {
  auth?: AuthContext;
  errorBody?: ErrorBody;
  /** Who a refused token names (its signature held, its access did not). */
  refusedActor?: string;
}

function notesOf(res: Response): AnswerNotes {
  return res.locals as AnswerNotes;
}

export function noteAuth(res: Response, auth: AuthContext): void {
  notesOf(res).auth = auth;
}

export function noteRefusedActor(res: Response, actor: string): void {
  notesOf(res).refusedActor = actor;
}

export function noteErrorBody(res: Response, body: ErrorBody): void {
  notesOf(res).errorBody = body;
}

/** The notes taken while answering, read once the answer is sent. */
export function answerNotesOf(res: Response): Readonly<AnswerNotes> {
  return notesOf(res);
}
