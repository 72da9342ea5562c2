import { App } from 'antd';
import { useMemo, useState } from 'react';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { useCreateValidationMutation, useDeleteValidationMutation, useGetValidationsQuery } from '../../api/enhanced/validations';
import { PageHeader } from '../../components/PageTitle';
import { useAppSelector } from '../../hooks';
import { useManagedLocations } from '../locations';
import { CodeForm, type NewCode } from './CodeForm';
import { CodesList } from './CodesList';
import { ALL_CODES, selectCodes } from './selectors';
import { useOwnerDialogs } from './useOwnerDialogs';
import { OwnerColumns } from './OwnerColumns';
import { refusal } from './refusal';

/** /codes: Add Validation Code and the owner's codes, each deletable (optimistically) behind "Are you sure?". */
export default function CodesPage() {
  const { message } = App.useApp();
  const { isLoading, isError } = useGetValidationsQuery(ALL_CODES);
  const codes = useAppSelector(selectCodes);
  const { locations, isLoading: locationsLoading } = useManagedLocations();
  const timeZones = useMemo(() => Object.fromEntries(locations.map((l) => [l._id, l.timeZone])), [locations]);
  const [create, { isLoading: sending }] = useCreateValidationMutation();
  const [remove] = useDeleteValidationMutation();
  const { confirmDelete, oops } = useOwnerDialogs();
  const [error, setError] = useState<string | null>(null);

  const onAdd = async (body: NewCode) => {
    setError(null);
    try {
      const answer = await create({ body }).unwrap();
      void message.success(T.codeAdded(answer.code.code));
      return true;
    } catch (err) {
      // A refusal the owner can act on (the code is taken at the lot for those days) shows above the
      // form; anything else is the spec's "Oops!".
      const said = refusal(err);
      if (said) setError(said);
      else oops(err);
      return false;
    }
  };

  return (
    <>
      <PageHeader title={T.codesTitle} />
      <OwnerColumns
        formTitle={T.addCodeTitle}
        form={<CodeForm locations={locations} locationsLoading={locationsLoading} onAdd={onAdd} error={error} sending={sending} />}
        listTitle={T.codesListTitle}
        list={
          <CodesList
            codes={codes}
            timeZones={timeZones}
            loading={isLoading}
            error={isError ? T.codesLoadFailed : null}
            onDelete={(c) =>
              confirmDelete({
                content: OWNERS_MESSAGES.confirmCodeDelete,
                done: OWNERS_MESSAGES.codeDeleted,
                remove: () => remove({ id: c._id }).unwrap(),
              })
            }
          />
        }
      />
    </>
  );
}
