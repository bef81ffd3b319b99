import { useState } from 'react';
import { Form, Tag, TextArea } from 'antd-mobile';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { complaintSchema } from '@storefront/shared';
import { PictureUpload } from '../../components/PictureUpload';
import { PullList } from '../../components/PullList';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { fetchComplaints, useFileComplaint } from './api';
import { queryKeys } from '@storefront/shared/client';
import './ComplaintPage.css';

/** /complaint/:id (about an order) and /platformComplaint (about the platform), with the answers so far. */
export default function ComplaintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const fileComplaint = useFileComplaint();
  const [image, setImage] = useState<string[]>([]);
  const [form] = Form.useForm();
  const { submit, busy } = useFormSubmit(complaintSchema, async (data) => {
    await fileComplaint.mutateAsync(data);
    toast.success(t('msg.complaint_sent'));
    form.resetFields();
    setImage([]);
  });
  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t(id ? 'complaint.order_hint' : 'complaint.platform_hint')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values: { content?: string }) =>
          submit({ order_id: id, content: values.content, image: image[0] })
        }
        footer={<SubmitButton busy={busy}>{t('wallet.submit')}</SubmitButton>}
      >
        <Form.Item name="content" label={t('field.complaint_content')}>
          <TextArea maxLength={1000} rows={4} showCount />
        </Form.Item>
        <Form.Item label={t('field.certificate')}>
          <PictureUpload value={image} onChange={setImage} />
        </Form.Item>
      </Form>
      <h3 className="section-heading">{t('complaint.mine')}</h3>
      <PullList
        queryKey={queryKeys.pages('GET /api/user/complaints')}
        fetchPage={fetchComplaints}
        changedElsewhere
      >
        {(rows) => (
          <div className="record-list">
            {rows.map((row) => (
              <article key={row.id} className="record-card" data-testid="complaint">
                <header>
                  <span>{row.content}</span>
                  <Tag color={row.status === 'handled' ? 'success' : 'warning'}>
                    {t(`complaint.status.${row.status}`)}
                  </Tag>
                </header>
                {row.result && <p className="muted">{t('complaint.result', { result: row.result })}</p>}
              </article>
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}
