import { App } from 'antd';
import { useState } from 'react';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import { useCreateEventMutation, useDeleteEventMutation, useGetEventsQuery } from '../../api/enhanced/events';
import { PageHeader } from '../../components/PageTitle';
import { useAppSelector } from '../../hooks';
import { useManagedLocations } from '../locations';
import { EventForm, type NewEvent } from './EventForm';
import { EventsList } from './EventsList';
import { OwnerColumns } from './OwnerColumns';
import { refusal } from './refusal';
import { ALL_EVENTS, selectEvents } from './selectors';
import { useOwnerDialogs } from './useOwnerDialogs';

/** /events: Add Event and the owner's events, each deletable (optimistically) behind "Are you sure?". */
export default function EventsPage() {
  const { message } = App.useApp();
  const { isLoading, isError } = useGetEventsQuery(ALL_EVENTS);
  const events = useAppSelector(selectEvents);
  const { locations, isLoading: locationsLoading } = useManagedLocations();
  const [create, { isLoading: sending }] = useCreateEventMutation();
  const [remove] = useDeleteEventMutation();
  const { confirmDelete, oops } = useOwnerDialogs();
  const [error, setError] = useState<string | null>(null);

  const onAdd = async (body: NewEvent) => {
    setError(null);
    try {
      const answer = await create({ body }).unwrap();
      void message.success(T.eventAdded(answer.event.eventName));
      return true;
    } catch (err) {
      const said = refusal(err);
      if (said) setError(said);
      else oops(err);
      return false;
    }
  };

  return (
    <>
      <PageHeader title={T.eventsTitle} />
      <OwnerColumns
        formTitle={T.addEventTitle}
        form={<EventForm locations={locations} locationsLoading={locationsLoading} sending={sending} onAdd={onAdd} error={error} />}
        listTitle={T.eventsListTitle}
        list={
          <EventsList
            events={events}
            loading={isLoading}
            error={isError ? T.eventsLoadFailed : null}
            onDelete={(e) =>
              confirmDelete({
                content: OWNERS_MESSAGES.confirmEventDelete,
                done: OWNERS_MESSAGES.eventDeleted,
                remove: () => remove({ id: e._id }).unwrap(),
              })
            }
          />
        }
      />
    </>
  );
}
