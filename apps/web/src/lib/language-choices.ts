import { type Language, messages } from '@ddp/contract';

/** The languages, in the header and in Settings, each named in itself. */
export const languageChoices = (): ReadonlyArray<{ value: Language; label: string }> => [
  { value: 'en', label: messages.languageEnglish },
  { value: 'de', label: messages.languageGerman },
];
