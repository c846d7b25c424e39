import { messages } from '@ddp/contract';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { HomeScreen } from '../../components/home-screen';
import { Panel } from '../../components/panel';
import { LoadingState } from '../../components/query-states';
import { useSession } from '../../lib/session-store';
import { AuditExport } from './audit-export';
import { type AuditFilters, filterErrors, filterRequest, NO_FILTERS } from './audit-filters';
import { AuditFiltersBar } from './audit-filters-bar';
import { AuditResults } from './audit-results';
import { useAuditLog } from './use-audit-log';

/** The member's e-mail is asked for once the typing pauses this long; the other filters at once. */
const ACTOR_PAUSE_MS = 400;

const sameFilters = (one: AuditFilters, other: AuditFilters) =>
  JSON.stringify(filterRequest(one)) === JSON.stringify(filterRequest(other));

/** /home/view-audit-log: the company's audit log, for its Owners (the server refuses anyone else). */
export default function AuditLogPage() {
  const { isAdmin, isAdminConsumer } = useSession();
  const [fields, setFields] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const errors = filterErrors(fields);
  const valid = Object.keys(errors).length === 0;

  // Filters that pass the contract's checks apply: the member's text after a pause in the typing.
  useEffect(() => {
    if (!valid || sameFilters(fields, applied)) return;
    const onlyActor =
      fields.area === applied.area && fields.from === applied.from && fields.to === applied.to;
    const timer = setTimeout(() => setApplied(fields), onlyActor ? ACTOR_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [fields, applied, valid]);

  const log = useAuditLog(applied);
  // Known not to be an Owner: no filters that would vanish when the server's refusal comes.
  const likelyOwner = (isAdmin ?? isAdminConsumer) !== false || log.events !== undefined;

  return (
    <HomeScreen title={messages.titleAuditLog} intro={messages.auditIntro} width={1280}>
      {log.refused ? (
        <Alert color="yellow" icon={<IconLock size={20} aria-hidden />} role="status">
          {log.query.error?.message ?? messages.ownersOnly}
        </Alert>
      ) : likelyOwner ? (
        <Panel>
          <Stack gap="md">
            <AuditFiltersBar
              values={fields}
              errors={errors}
              onChange={setFields}
              onClear={() => {
                setFields(NO_FILTERS);
                setApplied(NO_FILTERS);
              }}
              aside={<AuditExport filters={applied} disabled={!log.events?.length} />}
            />
            <AuditResults log={log} filtered={sameFilters(applied, NO_FILTERS) === false} />
          </Stack>
        </Panel>
      ) : (
        <LoadingState label={messages.auditLoading}>
          <Skeleton height={220} radius="md" />
        </LoadingState>
      )}
    </HomeScreen>
  );
}
