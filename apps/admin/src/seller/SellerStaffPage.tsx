import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staffInviteSchema } from '@storefront/shared';
import type { Answer, Input as InputOf } from '@storefront/shared/client';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { useFormat } from '../components/Money';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
import { call, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Staff = Answer<'GET /api/seller/staff'>;

/**
 * The shop's people. The owner invites staff by email (they accept in the app with the account of that
 * address), takes back an invitation, or removes a staff member; staff see the list only.
 */
export default function SellerStaffPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const staff = useQuery(sellerQuery('GET /api/seller/staff'));
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  const isOwner = me.data?.role === 'owner';
  const [inviting, setInviting] = useState(false);
  const { form, item, onFinish } = useSchemaForm(
    staffInviteSchema,
    (values: Partial<{ email: string }>) => values,
  );
  const invalidates = [queryKeys.all('GET /api/seller/staff')];
  const invite = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/seller/staff/invite'>) =>
      call('POST /api/seller/staff/invite', input),
    success: 'msg.invitation_sent',
    onSuccess: () => {
      setInviting(false);
      form.resetFields();
    },
    invalidates,
  });
  const removal = useDeskMutation({
    mutationFn: (userId: number) => call('POST /api/seller/staff/remove', { user_id: userId }),
    success: 'msg.staff_removed',
    invalidates,
  });
  const revocation = useDeskMutation({
    mutationFn: (invitationId: number) => call('POST /api/seller/staff/revoke', { id: invitationId }),
    success: 'msg.invitation_revoked',
    invalidates,
  });

  return (
    <>
      {isOwner && (
        <Button type="primary" onClick={() => setInviting(true)} style={{ marginBottom: 16 }}>
          {t('seller.invite')}
        </Button>
      )}
      <DeskTable<Staff['members'][number]>
        rowKey="user_id"
        loading={staff.isPending}
        dataSource={staff.data?.members ?? []}
        pagination={false}
        columns={[
          { title: t('field.username'), dataIndex: 'username' },
          {
            title: t('seller.role_title'),
            dataIndex: 'role',
            render: (role: 'owner' | 'staff') => <Tag>{t(`seller.role.${role}`)}</Tag>,
          },
          { title: t('seller.joined_at'), render: (_, row) => format.dateTime(row.created_at) },
          ...(isOwner
            ? [
                actionsColumn<Staff['members'][number]>(
                  t,
                  (row) =>
                    row.role === 'staff' && (
                      <Popconfirm
                        title={t('seller.remove_confirm', { name: row.username })}
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => removal.mutate(row.user_id)}
                      >
                        <Button
                          danger
                          size="small"
                          loading={removal.isPending && removal.variables === row.user_id}
                          data-testid={`remove-${row.user_id}`}
                        >
                          {t('seller.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                ),
              ]
            : []),
        ]}
      />
      {(staff.data?.invitations.length ?? 0) > 0 && (
        <Card title={t('seller.invitations')} style={{ marginTop: 16 }} data-testid="invitations">
          <Space direction="vertical">
            {staff.data?.invitations.map((invitation) => (
              // On a phone a long address wraps, and breaks where it must, instead of widening the page.
              <Space key={invitation.id} wrap>
                <span style={{ overflowWrap: 'anywhere' }}>{invitation.email}</span>
                <span className="muted">{format.dateTime(invitation.created_at)}</span>
                {isOwner && (
                  <Popconfirm
                    title={t('seller.revoke_confirm', { email: invitation.email })}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => revocation.mutate(invitation.id)}
                  >
                    <Button
                      size="small"
                      loading={revocation.isPending && revocation.variables === invitation.id}
                    >
                      {t('seller.revoke')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ))}
          </Space>
        </Card>
      )}
      <Modal
        open={inviting}
        title={t('seller.invite')}
        onOk={() => form.submit()}
        confirmLoading={invite.isPending}
        onCancel={() => setInviting(false)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <p>{t('seller.invite_hint')}</p>
        {/* The schema checks the address in the project's words: the browser's own check stays off. */}
        <Form form={form} layout="vertical" noValidate onFinish={onFinish(invite.mutate)}>
          <Form.Item {...item('email')} label={t('field.email')}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
