import {
  ATTACHMENT_ACCEPT,
  BUG_PRIORITIES,
  type BugPriority,
  type BugReportForm,
  bugAttachmentLimits,
  bugReportForm,
  DEFAULT_BUG_PRIORITY,
  messages,
  pickedFilesProblem,
} from '@ddp/contract';
import { Button, FileInput, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from '../../lib/use-form';

const initialValues: BugReportForm = { title: '', description: '', priority: DEFAULT_BUG_PRIORITY };
const priorityOptions = () =>
  BUG_PRIORITIES.map((priority) => ({ value: priority, label: messages.bugsPriorityValue({ priority }) }));

export interface IssueDraft {
  title: string;
  description: string;
  priority: string;
  files: File[];
}

interface SubmitIssueFormProps {
  sending: boolean;
  onSend: (draft: IssueDraft) => void;
}

/** The Submit Issue tab (spec sections 2 and 5); Send stays disabled while anything is invalid. */
export function SubmitIssueForm({ sending, onSend }: SubmitIssueFormProps) {
  const form = useForm(bugReportForm, initialValues);
  const [files, setFiles] = useState<File[]>([]);
  const filesProblem = pickedFilesProblem(files);

  return (
    <form
      onSubmit={form.handleSubmit((data) => {
        if (!filesProblem) onSend({ ...data, files });
      })}
      noValidate
      aria-label={messages.bugsSubmitIssue}
    >
      <Stack gap="md" maw={640}>
        <TextInput label={messages.bugsTitle} required autoComplete="off" {...form.bindText('title')} />
        <Select
          label={messages.bugsPriorityLabel}
          required
          data={priorityOptions()}
          value={form.values.priority ?? DEFAULT_BUG_PRIORITY}
          onChange={(value) => form.setField('priority', (value ?? DEFAULT_BUG_PRIORITY) as BugPriority)}
          allowDeselect={false}
          checkIconPosition="right"
        />
        <Textarea label={messages.bugsDescription} required rows={6} {...form.bindText('description')} />
        <FileInput
          label={messages.bugsAttachments}
          description={messages.bugsJpegPngOrPdfUp({ maxFiles: bugAttachmentLimits.maxFiles })}
          placeholder={messages.bugsChooseFiles}
          multiple
          clearable
          accept={ATTACHMENT_ACCEPT}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          value={files}
          onChange={setFiles}
          error={filesProblem}
        />
        <Group>
          <Button
            type="submit"
            disabled={!form.isValid || filesProblem !== undefined || sending}
            loading={sending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {messages.signInSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
