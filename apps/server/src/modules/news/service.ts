import { randomUUID } from 'node:crypto';
import {
  type GetNewsRequest,
  limits,
  messages,
  type PublishNewsRequest,
  TERMS_ACCEPTED,
  TERMS_REFUSED,
  type UpdateTermsConditionRequest,
} from '@ddp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import * as access from '../access/policy';
import type { AccountsService } from '../accounts/service';
import type { AuditTrail } from '../audit/trail';
import type { Actor } from '../auth/actor';
import { contentTypeFor } from './content-type';
import * as repo from './repo';

export interface NewsDeps {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  log: FastifyBaseLogger;
  audit: AuditTrail;
}

type Published = Omit<PublishNewsRequest, 'terms_and_conditions'> & { terms_and_conditions: boolean };

/** Broadcast news from the operator, seen per company, and the one answer a member gives to terms. */
export class NewsService {
  constructor(private readonly deps: NewsDeps) {}

  async list(actor: Actor, input: { consumerId: string; page: number }) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const pageSize = limits.pageSize;
    const viewer = { companyId: actor.companyId, consumerId: actor.consumerId };
    const [total, rows] = await Promise.all([
      repo.countVisible(this.deps.db, actor.companyId),
      repo.visiblePage(this.deps.db, viewer, (input.page - 1) * pageSize, pageSize),
    ]);
    return { rows, total, page: input.page, pageSize };
  }

  /** News of another company answers exactly like an id that does not exist. */
  async item(actor: Actor, input: GetNewsRequest) {
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const viewer = { companyId: actor.companyId, consumerId: actor.consumerId };
    const item = await repo.visibleItem(this.deps.db, viewer, input.newsId);
    if (!item) throw new NotFound(messages.notFound);
    return { ...item, attachments: await repo.attachmentsOf(this.deps.db, item.id) };
  }

  /**
   * One answer per member and news item. Accepting records it; refusing deletes the member's account
   * (the accounts module's own rules, so the last Owner of a team is refused as in Settings).
   */
  async answerTerms(actor: Actor, input: UpdateTermsConditionRequest): Promise<{ accountDeleted: boolean }> {
    const { db, clock, accounts, log } = this.deps;
    access.requireOwnIds(actor, { consumerId: input.consumerId });
    const viewer = { companyId: actor.companyId, consumerId: actor.consumerId };
    const item = await repo.visibleItem(db, viewer, input.broadcastnews_id);
    if (!item) throw new NotFound(messages.notFound);
    if (!item.terms_and_conditions) throw new Conflict(messages.newsWithoutTerms);
    const answer = {
      news_id: item.id,
      consumer_id: actor.consumerId,
      accepted: input.accepted,
      answered_at: clock.now(),
    };
    if (!(await this.claim(answer))) {
      // A refusal whose deletion did not finish may be given again; every other second answer may not.
      const earlier = await repo.answerOf(db, item.id, actor.consumerId);
      if (!(input.accepted === TERMS_REFUSED && earlier === TERMS_REFUSED)) {
        throw new Conflict(messages.termsAlreadyAnswered);
      }
    }
    const answered = (answer: 'accepted' | 'declined') =>
      this.deps.audit.by(actor, {
        type: 'terms.answered',
        target: item.subject,
        details: { news: item.id, answer },
      });
    if (input.accepted === TERMS_ACCEPTED) {
      answered('accepted');
      log.info(
        { event: 'news.terms_accepted', consumerId: actor.consumerId, newsId: item.id },
        'terms accepted',
      );
      return { accountDeleted: false };
    }
    try {
      await accounts.deleteAccount(actor, { consumerId: actor.consumerId, emailId: actor.email });
    } catch (error) {
      // The account stays, so the question stays open as well.
      await repo.deleteAnswer(db, item.id, actor.consumerId);
      throw error;
    }
    answered('declined');
    log.info({ event: 'news.terms_refused', consumerId: actor.consumerId, newsId: item.id }, 'terms refused');
    return { accountDeleted: true };
  }

  private async claim(answer: Parameters<typeof repo.insertAnswer>[1]): Promise<boolean> {
    try {
      return await repo.insertAnswer(this.deps.db, answer);
    } catch (error) {
      // The account was deleted in the meantime (another tab refused): nothing left to answer for.
      if (isForeignKeyViolation(error)) throw new NotFound(messages.notFound);
      throw error;
    }
  }

  /** For operators: publishes to every company or to the named ones, which must all exist. */
  async publish(input: Published): Promise<{ id: string; companies: number | 'all' }> {
    const { db, clock, log } = this.deps;
    const companyIds = input.audience === 'all' ? [] : [...new Set(input.audience)];
    if (input.audience !== 'all') {
      const known = await repo.existingCompanies(db, companyIds);
      const unknown = companyIds.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        const message = messages.newsUnknownCompanies(unknown);
        throw new BadRequest(message, { audience: message });
      }
    }
    const id = randomUUID();
    await repo.insertNews(db, {
      id,
      subject: input.subject,
      body: input.body,
      terms_and_conditions: input.terms_and_conditions,
      all_companies: input.audience === 'all',
      created_at: clock.now(),
      companyIds,
      attachments: input.attachments.map((file) => ({
        id: randomUUID(),
        filename: file.filename,
        content_type: contentTypeFor(file.filename),
        content: Buffer.from(file.content, 'base64'),
      })),
    });
    const companies = input.audience === 'all' ? 'all' : companyIds.length;
    log.info(
      { event: 'news.published', newsId: id, companies, terms: input.terms_and_conditions },
      'news published',
    );
    return { id, companies };
  }

  listAll() {
    return repo.listAll(this.deps.db, 1000);
  }

  async withdraw(id: string): Promise<void> {
    if (!(await repo.deleteNews(this.deps.db, id))) throw new NotFound(messages.notFound);
    this.deps.log.info({ event: 'news.withdrawn', newsId: id }, 'news withdrawn');
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
