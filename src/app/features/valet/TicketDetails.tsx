import { Descriptions, Tag } from 'antd';
import { VALET_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { valetDisplayStatus, valetStatusColor } from '../../../shared/valet';
import type { ValetTicket } from '../../api/enhanced/valets';

/** The ticket's status as a tag in SPEC 4's colour (completed: transparent with a border). */
export function StatusTag({ ticket }: { ticket: Pick<ValetTicket, 'status' | 'paid'> }) {
  const colors = valetStatusColor(ticket);
  return (
    <Tag
      style={{
        background: colors.background,
        color: colors.text,
        borderColor: colors.background === 'transparent' ? '#8c8c8c' : colors.background,
        fontSize: 14,
        padding: '2px 10px',
        textTransform: 'uppercase',
      }}
    >
      {valetDisplayStatus(ticket)}
    </Tag>
  );
}

const dash = (s: string | null | undefined) => (s && s.trim() ? s : VALET_TEXT.none);

/** Everything staff need about one ticket. */
export function TicketDetails({ ticket }: { ticket: ValetTicket }) {
  const name = [ticket.firstName, ticket.lastName].filter(Boolean).join(' ');
  const vehicle = [ticket.make, ticket.model, ticket.color].filter(Boolean).join(' · ');
  const price = formatUsd(ticket.price);
  const location = [ticket.locationName, ticket.locationAddress].filter(Boolean).join(', ');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'status', label: VALET_TEXT.status, children: <StatusTag ticket={ticket} /> },
        { key: 'plate', label: VALET_TEXT.plateNumber, children: `${ticket.plateNumber} ${ticket.state}` },
        { key: 'vehicle', label: VALET_TEXT.vehicle, children: vehicle },
        { key: 'description', label: VALET_TEXT.description, children: dash(ticket.description) },
        { key: 'customer', label: VALET_TEXT.customer, children: name },
        { key: 'phone', label: VALET_TEXT.phoneNumber, children: ticket.phoneNumber },
        { key: 'email', label: VALET_TEXT.email, children: dash(ticket.email) },
        {
          key: 'price',
          label: VALET_TEXT.pricing,
          children: ticket.isHourly ? VALET_TEXT.hourlyPrice(price) : VALET_TEXT.flatPrice(price),
        },
        { key: 'total', label: VALET_TEXT.estTotal, children: formatUsd(ticket.estimatedTotal) },
        { key: 'transmission', label: VALET_TEXT.transmission, children: ticket.transmissionType },
        { key: 'parkedBy', label: VALET_TEXT.parkedBy, children: dash(ticket.parkedBy) },
        { key: 'parkedLocation', label: VALET_TEXT.parkedLocation, children: dash(ticket.parkedLocation) },
        { key: 'location', label: VALET_TEXT.location, children: dash(location) },
      ]}
    />
  );
}
