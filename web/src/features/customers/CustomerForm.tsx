import { ClearOutlined, SaveOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { customerSchema, validate } from '../../../../server/domain/validation.ts';
import type { CustomerFieldsFragment } from '../../gql/graphql.ts';
import { FormikField } from '../../shared/forms/FormikField.tsx';
import { serverFieldStatus, useFieldRules } from '../../shared/forms/useFieldRules.ts';
import { UiAlert } from '../../shared/UiAlert.tsx';
import { UiButton } from '../../shared/UiButton.tsx';
import { LeaveQuestion, useLeaveGuard } from '../../shared/useLeaveGuard.tsx';
import { customerFieldMessages } from '../../shared/customerFieldWords.ts';
import { screenWords } from '../../shared/screenWords.ts';
import { ConflictNotice } from './conflicts/ConflictNotice.tsx';
import { emptyCustomer, type CustomerFormValues } from './customerFormValues.ts';
import { DuplicateNotice } from './DuplicateNotice.tsx';
import { editCustomerTitle, formWords } from './customerFormWords.ts';
import { useAbsorbLive, useEditConflicts } from './conflicts/useEditConflicts.ts';
import { useSaveCustomerMutation, type WriteFailure } from './useSaveCustomerMutation.ts';
import { paths } from '../../shared/routes.ts';
import { TagChoices } from '../../shared/tags/TagChoices.tsx';
import { useTeamTags } from '../../shared/tags/TagChips.tsx';
import { tagWords } from './tags/tagWords.ts';
import { useTeammates } from '../../shared/teammates.ts';
import { OwnerPicker } from './OwnerPicker.tsx';
import { FurtherContactFields } from './contactPoints/FurtherContactFields.tsx';
import { useFurtherContacts, type FurtherContacts } from './contactPoints/useFurtherContacts.ts';
import { CustomFieldInputs } from './customFields/CustomFieldInputs.tsx';
import { useCustomFieldValues } from './customFields/useCustomFieldValues.ts';
import { CompanyPicker } from './companies/CompanyPicker.tsx';
import type { ChosenCompany } from './companies/CompanyPicker.antd.tsx';

export interface CustomerFormProps {
  initialValues: CustomerFormValues;
  /** Editing: the customer as the form opened on it, with its owner */
  customer?: CustomerFieldsFragment & {
    owner?: { uid: string } | null;
    phones?: ReadonlyArray<{ label: string; value: string }>;
    emails?: ReadonlyArray<{ label: string; value: string }>;
  };
  /** Editing: the customer as it changes meanwhile (useCustomerActivity), and who changed it last */
  live?: CustomerFieldsFragment | null;
  liveBy?: string | null;
}

/**
 * Add (no customer) or edit (customer) a customer. Save is disabled while a customer rule (validation.ts) fails, and
 * while a field someone else changed meanwhile waits for a choice between theirs and yours
 * (conflicts/useEditConflicts.ts). Unsaved changes are never dropped silently: leaving asks first, and a save that
 * fails says so above the buttons.
 */
export function CustomerForm({ initialValues, customer, live = null, liveBy = null }: CustomerFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { save } = useSaveCustomerMutation();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const id = customer?.id;
  // The tags chosen here; until then the customer's own (a new customer: none). Sent only once changed.
  const [chosenTags, setChosenTags] = useState<string[] | null>(null);
  const { tags: teamTags } = useTeamTags();
  const { teammates, myUid } = useTeammates();
  // The owner chosen here; until then the customer's own, or for a new customer its creator (the server's default).
  const [chosenOwner, setChosenOwner] = useState<string | null>(null);
  const ownerUid = chosenOwner ?? (customer ? (customer.owner?.uid ?? '') : (myUid ?? ''));
  const ownerChange = chosenOwner && chosenOwner !== customer?.owner?.uid ? { ownerUid: chosenOwner } : {};
  // The team's own fields, checked by the server's rules; sent only once changed.
  const custom = useCustomFieldValues(customer?.fields);
  // The company chosen here (null: none); until then the customer's own. Sent only once changed.
  const [chosenCompany, setChosenCompany] = useState<ChosenCompany | null | undefined>(undefined);
  // The further phones and emails, beside formik as the tags; set once formik is (they follow its phone and email).
  let contacts: FurtherContacts | null = null;
  const formik = useFormik<CustomerFormValues>({
    initialValues,
    onSubmit: async (values, helpers) => {
      // The button is disabled while invalid; this guards any other way of submitting.
      if (!validate(customerSchema, values).ok || !custom.valid || !contacts?.valid) return;
      const fields = custom.input();
      setFailure(null);
      const result = await save({
        ...(id && { id, version: conflicts.version }),
        ...values,
        ...ownerChange,
        ...(chosenTags && { tagIds: chosenTags }),
        ...contacts.input(values.phone, values.email),
        ...(fields && { fields }),
        ...(chosenCompany !== undefined && { companyId: chosenCompany?.id ?? null }),
      });
      if (result.ok) {
        leaving.allowLeaving();
        navigate(paths.customers);
        return;
      }
      if (result.failure) {
        setFailure(result.failure);
        return;
      }
      if (result.conflict) {
        conflicts.absorb(result.conflict, null);
        return;
      }
      contacts.refused(result.fields);
      custom.refused(result.fields);
      helpers.setStatus(serverFieldStatus(result.fields, values));
      await helpers.setTouched(Object.fromEntries(Object.keys(result.fields).map((field) => [field, true])), false);
    },
  });
  contacts = useFurtherContacts(customer, formik.values.phone, formik.values.email);
  const rules = useFieldRules(customerSchema, formik);
  const conflicts = useEditConflicts(formik, customer ?? null);
  useAbsorbLive(conflicts, live, liveBy);
  const waiting = Object.keys(conflicts.conflicts).length > 0;
  const leaving = useLeaveGuard((formik.dirty || custom.changed || contacts.changed) && !formik.isSubmitting);
  // Cancel goes back, dropping the changes as asked; opened directly (no history in this app), it goes to the list.
  const cancel = () => {
    leaving.allowLeaving();
    if (location.key === 'default') navigate(paths.customers);
    else navigate(-1);
  };

  return (
    <form
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={intl.formatMessage(id ? editCustomerTitle : screenWords.addCustomerTitle)}
    >
      <ConflictNotice conflicts={conflicts} values={formik.values} />
      <div className="form-grid">
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="fname"
          label={intl.formatMessage(customerFieldMessages.fname)}
          autoComplete="off"
          required
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="lname"
          label={intl.formatMessage(customerFieldMessages.lname)}
          autoComplete="off"
          required
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="address"
          label={intl.formatMessage(customerFieldMessages.address)}
          autoComplete="off"
          required
          className="form-grid-wide"
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="email"
          label={intl.formatMessage(customerFieldMessages.email)}
          kind="email"
          autoComplete="off"
          required
        />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="phone"
          label={intl.formatMessage(customerFieldMessages.phone)}
          kind="tel"
          autoComplete="off"
          required
        />
        <FurtherContactFields kind="emails" contacts={contacts} />
        <FurtherContactFields kind="phones" contacts={contacts} />
        <DuplicateNotice id={id} email={formik.values.email} phone={formik.values.phone} />
        <FormikField
          formik={formik}
          rules={rules}
          idPrefix="customer"
          name="notes"
          label={intl.formatMessage(customerFieldMessages.notes)}
          kind="textarea"
          className="form-grid-wide"
        />
        <div className="form-grid-wide">
          <TagChoices
            legend={intl.formatMessage(tagWords.choose)}
            tags={teamTags}
            value={chosenTags ?? customer?.tags.map((tag) => tag.id) ?? []}
            onChange={setChosenTags}
            empty={intl.formatMessage(tagWords.none)}
          />
        </div>
        <OwnerPicker value={ownerUid} teammates={teammates} onChange={setChosenOwner} />
        <CompanyPicker
          value={chosenCompany === undefined ? (customer?.company ?? null) : chosenCompany}
          onChange={setChosenCompany}
        />
        <CustomFieldInputs values={custom} />
      </div>
      {failure && (
        <UiAlert
          role="alert"
          className="form-failure"
          title={intl.formatMessage(id ? formWords.changesNotSaved : formWords.customerNotSaved)}
        >
          <div>
            <FormattedMessage {...(failure === 'unreachable' ? formWords.unreachable : formWords.serverFailed)} />
          </div>
          <UiButton size="small" loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
            <FormattedMessage {...formWords.tryAgain} />
          </UiButton>
        </UiAlert>
      )}
      <LeaveQuestion
        blocker={leaving.blocker}
        what={intl.formatMessage(id ? formWords.leaveEditing : formWords.leaveAdding)}
      />
      <div className="form-actions">
        <UiButton
          primary
          type="submit"
          icon={<SaveOutlined />}
          disabled={!rules.valid || !custom.valid || !contacts.valid || waiting}
          loading={formik.isSubmitting}
        >
          <FormattedMessage {...formWords.save} />
        </UiButton>
        <UiButton onClick={cancel}>
          <FormattedMessage {...formWords.cancel} />
        </UiButton>
        <UiButton
          icon={<ClearOutlined />}
          onClick={() => {
            formik.resetForm({ values: emptyCustomer });
            setChosenTags(null);
            setChosenOwner(null);
            contacts?.clear();
            custom.reset();
            setChosenCompany(undefined);
          }}
        >
          <FormattedMessage {...formWords.clear} />
        </UiButton>
      </div>
    </form>
  );
}
