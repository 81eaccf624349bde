export { crmConfig, type CrmConfig } from './config';
export {
  crmAdapter,
  crmLeadSchema,
  hubspotCrmAdapter,
  localCrmAdapter,
  type CrmAdapter,
  type CrmLead,
} from './adapters';
export { crmSubmitSchema, type CrmSubmitInput } from './submit-schema';
export { CRM_FORWARD_JOB, crmForwardHandler, queueCrmLead } from './queue';
export { crmStatus, type CrmStatus } from './status';
