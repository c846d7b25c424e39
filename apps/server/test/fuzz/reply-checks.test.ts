import { describe, expect, it } from 'vitest';
import { replyProblems } from './reply-checks';
import type { Reply } from './wire';

const refusal = (body: unknown, headers: Record<string, string> = {}, status = 400): Reply => ({
  status,
  contentType: 'application/json',
  text: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const check = (reply: Reply, sent = '') => replyProblems(reply, sent, { document: false });

describe('fuzzing: the reply checks', () => {
  it('pass a plain refusal, and one that echoes the input', () => {
    expect(check(refusal({ output: 'error', message: 'Bad request.' }))).toEqual([]);
    const echoed = refusal({ output: 'error', message: "No account for ' OR '1'='1 SELECT x FROM y" });
    expect(check(echoed, "' OR '1'='1 SELECT x FROM y")).toEqual([]);
  });

  it('find a stack inside JSON, where the newline is escaped', () => {
    const stack = 'Error: boom\n    at handler (/app/dist/routes.js:10:5)\n    at next (node:internal/x:1:1)';
    const problems = check(refusal({ output: 'error', message: 'Bad request.', stack }));
    expect(problems).toContain('the reply shows a stack frame: "\\\\n    at h"');
    expect(problems.join('\n')).toMatch(/a source path: "node:internal"/);
    // The frame alone, without any path, is found as well.
    expect(check(refusal({ output: 'error', message: 'x\n    at Object.run' }))).toEqual([
      'the reply shows a stack frame: "\\\\n    at O"',
    ]);
  });

  it('judge every match: an echoed one does not hide a leak further on', () => {
    const reply = refusal({
      output: 'error',
      message: 'ECONNREFUSED is not a name we know',
      detail: 'TypeError: x is undefined',
    });
    expect(check(reply, 'ECONNREFUSED')).toEqual([
      'the reply shows the name of an internal error: "TypeError"',
    ]);
  });

  it("find PostgreSQL's error texts and the SQL it quotes", () => {
    const texts = [
      'column "secret_hash" does not exist',
      'null value in column "email" of relation "consumers"',
      'insert or update on table "x" violates foreign key constraint "x_fk"',
      'new row violates row-level security policy constraint',
      'insert into t (a) values ($1) RETURNING id',
      'INSERT ... ON CONFLICT DO NOTHING',
      'where id = $2',
      'relation "sessions" does not exist',
      'current transaction is aborted, commands ignored',
      'invalid input value for enum status: "x"',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
    ];
    for (const text of texts) {
      expect(check(refusal({ output: 'error', message: text })), text).not.toEqual([]);
    }
  });

  it('name each query parameter after an operator, a bracket, a comma or a space, and no other', () => {
    const reply = refusal({ output: 'error', message: 'a=$1 AND b IN ($2,$3) OR c > $4; price $5' });
    expect(check(reply)).toEqual(
      ['$1', '$2', '$3', '$4', '$5'].map((name) => `the reply shows SQL text: ${JSON.stringify(name)}`),
    );
    // A price or a template placeholder is not a parameter; an echoed parameter is the caller's own.
    expect(check(refusal({ output: 'error', message: 'costs US$5, see x$1 or "$2"' }))).toEqual([]);
    expect(check(refusal({ output: 'error', message: 'id = $7' }), 'id = $7')).toEqual([]);
  });

  it('read the headers as well as the body, and refuse a header naming the server', () => {
    const reply = refusal(
      { output: 'error', message: 'Bad request.' },
      { 'x-error': 'TypeError: cannot read', 'x-powered-by': 'Express' },
    );
    expect(check(reply)).toEqual([
      'the x-error header shows the name of an internal error: "TypeError"',
      'the x-powered-by header names the server: Express',
    ]);
  });

  it('find a 5xx and a refusal without the contract shape', () => {
    expect(check(refusal({ output: 'error', message: 'x' }, {}, 500))).toEqual(['answered 500']);
    expect(check(refusal('Not found', {}, 404))).toEqual(['a 404 refusal that is not JSON: "Not found"']);
  });
});
