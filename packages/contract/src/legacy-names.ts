import { messages } from './messages';
import { paths, routes } from './paths';

// The names before one object per kind; gone once every import uses paths, routes and messages.

export const newsPaths = {
  viewNews: paths.viewNews,
  getNews: paths.getNews,
  updateTermsCondition: paths.updateTermsCondition,
  opsNews: paths.opsNews,
  opsNewsWithdraw: paths.opsNewsWithdraw,
} as const;
export const bugReportPaths = {
  list: paths.getListBugReport,
  detail: paths.getReport,
  upload: paths.uploadReportFile,
  create: paths.createBugReport,
  screen: routes.viewReportBugs,
} as const;
export const frontendAppsPaths = {
  getFrontendApps: paths.getFrontendApps,
  getFrontendAppToken: paths.getFrontendAppToken,
  opsFrontendApps: paths.opsFrontendApps,
  opsRemoveFrontendApp: paths.opsRemoveFrontendApp,
} as const;
export const licencePaths = {
  getAllLicenseName: paths.getAllLicenseName,
  getAllDetails: paths.getAllDetails,
  thirdPartyNotices: paths.thirdPartyNotices,
} as const;
export const newsMessages = {
  empty: messages.newsEmpty,
  termsAccepted: messages.termsAccepted,
  termsAlreadyAnswered: messages.termsAlreadyAnswered,
  noTerms: messages.newsWithoutTerms,
  answerRequired: messages.termsAnswerRequired,
  refuseWarning: messages.termsRefuseWarning,
  subjectRequired: messages.newsSubjectRequired,
  bodyRequired: messages.newsBodyRequired,
  audienceRequired: messages.newsAudienceRequired,
  unknownCompanies: messages.newsUnknownCompanies,
  tooManyAttachments: messages.newsTooManyAttachments,
  attachmentTooLarge: messages.newsAttachmentTooLarge,
  attachmentEmpty: messages.newsAttachmentEmpty,
  attachmentName: messages.newsAttachmentName,
  attachmentContent: messages.newsAttachmentContent,
} as const;
export const bugReportMessages = {
  sentTitle: messages.bugReportSentTitle,
  sent: messages.bugReportSent,
  titleRequired: messages.bugReportTitleRequired,
  descriptionRequired: messages.bugReportDescriptionRequired,
  priorityInvalid: messages.bugReportPriorityInvalid,
  statusMustBePending: messages.bugReportStatusMustBePending,
  fileTooLarge: messages.bugReportFileTooLarge,
  tooManyFiles: messages.bugReportTooManyFiles,
  fileType: messages.bugReportFileType,
  fileCountMismatch: messages.bugReportFileCountMismatch,
  notMultipart: messages.bugReportNotMultipart,
  quotaExceeded: messages.bugReportQuotaExceeded,
  tooManyReports: messages.bugReportsPerHourExceeded,
  empty: messages.bugReportsEmpty,
  statusInvalid: messages.bugReportStatusInvalid,
} as const;
export const frontendAppsMessages = {
  noApps: messages.noFrontendApps,
  appNameRequired: messages.frontendAppNameRequired,
  appUrlRequired: messages.frontendAppUrlRequired,
  appUrlInvalid: messages.frontendAppUrlInvalid,
  appNameTaken: messages.frontendAppNameTaken,
  defaultAppNameTaken: messages.defaultFrontendAppNameTaken,
  companyRequired: messages.frontendAppCompanyRequired,
  companyUnknown: messages.frontendAppCompanyUnknown,
  appUnknown: messages.frontendAppUnknown,
  appChoiceRequired: messages.frontendAppChoiceRequired,
  appNotOffered: messages.frontendAppNotOffered,
} as const;
export const licenceMessages = {
  noData: messages.licencesNoData,
  loadError: messages.licencesLoadError,
  notGenerated: messages.licenceNotesMissing,
} as const;
export const newsRoute = routes.viewNews;
export const frontendAppsRoute = routes.viewFrontendApps;
