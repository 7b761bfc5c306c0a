import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two sides: resolver types for the server (mapped to the domain models)
// and typed documents for the web app.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Customer: '../../domain/customers/customer.ts#Customer',
          CustomerChange: '../../domain/customers/customer.ts#CustomerChange',
          CustomerChangeSet: '../../domain/customers/customer.ts#CustomerChangeSet',
          CustomerPage: '../../domain/customers/customer.ts#CustomerPage',
          Worker: '../../domain/workers/worker.ts#Worker',
          User: '../../domain/accounts/account.ts#UserWithRole',
          AuthPayload: '../../domain/accounts/account.ts#Session',
          Webhook: '../../domain/webhooks/webhook.ts#ShownWebhook',
          WebhookDelivery: '../../domain/webhooks/webhook.ts#WebhookDelivery',
          SavedView: '../../domain/views/savedView.ts#SavedView',
          Tag: '../../domain/tags/tag.ts#Tag',
          CustomField: '../../domain/customFields/customField.ts#CustomField',
          Company: '../../domain/companies/company.ts#Company',
          CompanyPage: '../../domain/companies/companyService.ts#CompanyPage',
          Activity: '../../domain/activities/activity.ts#Activity',
          TimelineEntry: '../../domain/activities/timeline.ts#TimelineEntry',
          Task: '../../domain/tasks/task.ts#Task',
          TaskPage: '../../domain/tasks/task.ts#TaskPage',
          Notification: '../../domain/notifications/notification.ts#Notification',
          NotificationPage: '../../domain/notifications/notification.ts#NotificationPage',
        },
        scalars: { ID: 'string' },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
  },
};

export default config;
