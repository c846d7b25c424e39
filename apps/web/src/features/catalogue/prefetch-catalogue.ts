import { defaultServiceOption, type ServiceOption } from '@ddp/contract';
import { signedInState } from '../../lib/session-rules';
import { readSession } from '../../lib/session-store';
import { fetchDocument, fetchServiceOptions, type OpenApiDocument, type ServiceKind } from './catalogue-api';

const KINDS: ServiceKind[] = ['basic', 'advanced'];
/** An answer asked for at start and not used within this time is not used at all. */
const KEPT_MS = 30_000;

interface StartAnswers {
  consumerId: string;
  askedAt: number;
  list?: Promise<ServiceOption[]>;
  /** The first service's document, once the list has named it. */
  document?: { value: string; answer: Promise<OpenApiDocument> };
}

const atStart = new Map<ServiceKind, StartAnswers>();

/**
 * When the app starts on the docs screen, its calls need not wait for the screen's code and
 * first render: both lists are asked for at once, then each list's first live document, else its first (what
 * the screen shows on entry, spec section 4). The screen's queries take these answers, each once
 * (`listAtStart`, `documentAtStart`); a failure reaches them the same way. The viewer's code is
 * left for after the screen's first paint (catalogue-page.tsx).
 */
export function prefetchCatalogue(): void {
  const session = readSession();
  const { consumerId } = session;
  if (!consumerId || signedInState(session, Date.now()) !== 'ok') return;
  for (const kind of KINDS) {
    const answers: StartAnswers = { consumerId, askedAt: Date.now() };
    answers.list = fetchServiceOptions(kind, consumerId);
    answers.list
      .then((options) => {
        const first = defaultServiceOption(options);
        if (!first) return;
        answers.document = { value: first.value, answer: fetchDocument(kind, first.value, consumerId) };
        // Read by the screen only if asked for: never an unhandled rejection here.
        answers.document.answer.catch(() => undefined);
      })
      .catch(() => undefined);
    atStart.set(kind, answers);
  }
}

function fresh(kind: ServiceKind, consumerId: string): StartAnswers | undefined {
  const answers = atStart.get(kind);
  if (!answers || answers.consumerId !== consumerId || Date.now() - answers.askedAt > KEPT_MS) return;
  return answers;
}

/** The list asked for at start, once; afterwards (or without one) the screen asks itself. */
export function listAtStart(kind: ServiceKind, consumerId: string): Promise<ServiceOption[]> | undefined {
  const answers = fresh(kind, consumerId);
  const list = answers?.list;
  if (answers) answers.list = undefined;
  return list;
}

/** The document asked for at start if it is the one wanted, once. */
export function documentAtStart(
  kind: ServiceKind,
  value: string,
  consumerId: string,
): Promise<OpenApiDocument> | undefined {
  const answers = fresh(kind, consumerId);
  if (!answers?.document || answers.document.value !== value) return;
  const { answer } = answers.document;
  atStart.delete(kind);
  return answer;
}
