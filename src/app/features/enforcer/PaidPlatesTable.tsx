import { Table } from 'antd';
import { shortDateTime } from '../../../shared/dates';
import { ENFORCER_TEXT as T } from '../../../shared/messages';
import type { PaidSession } from './types';

export interface PaidPlatesTableProps {
  sessions: readonly PaidSession[];
  timeZone?: string;
  loading?: boolean;
  now?: Date;
}

/** SPEC 2's Paid License Plates: the location's sessions giving a right to park now (plate or N/A). */
export function PaidPlatesTable({ sessions, timeZone, loading, now = new Date() }: PaidPlatesTableProps) {
  // Named by its heading only: an aria-label "Paid License Plates" made the page's License Plate
  // field one of two things labelled "License Plate".
  return (
    <section>
      <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{T.paidPlates}</h2>
      <Table<PaidSession>
        size="middle"
        rowKey="_id"
        loading={loading}
        dataSource={[...sessions]}
        pagination={sessions.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ y: 500 }}
        locale={{ emptyText: T.noPaidPlates }}
        columns={[
          { title: T.plate, key: 'plate', render: (_v, s) => <strong>{s.plateNumber || T.notApplicable}</strong> },
          { title: T.zone, key: 'zone', render: (_v, s) => s.zoneNumber ?? T.code },
          { title: T.end, key: 'end', render: (_v, s) => shortDateTime(s.endTime, timeZone, now) },
        ]}
      />
    </section>
  );
}
