import { useState } from 'react';
import { Button, ErrorBlock, Form, TextArea } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { consultAddSchema, consultReplySchema, pictureUrl } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { PullList } from '../../components/PullList';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { CONSULTATION_LIST, fetchConsultations, useAskShop, useReplyInThread, useThread } from './api';
import { useFormat } from '../../lib/format';
import './ConsultPages.css';

/** /consult/:product_id/:mch_id — ask the shop about a product. */
export function AskShopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product_id: productId, mch_id: shopId } = useParams();
  const askShop = useAskShop();
  const { submit, busy } = useFormSubmit(consultAddSchema, async (data) => {
    const thread = await askShop.mutateAsync(data);
    toast.success(t('msg.consult_sent'));
    navigate(`/consult/detail/${thread.id}`, { replace: true });
  });
  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t('consult.ask_hint')}</p>
      <Form
        layout="vertical"
        onFinish={(values: { content?: string }) =>
          submit({ product_id: productId, mch_id: shopId, content: values.content })
        }
        footer={<SubmitButton busy={busy}>{t('consult.send')}</SubmitButton>}
      >
        <Form.Item name="content" label={t('field.consult_content')}>
          <TextArea maxLength={500} rows={4} showCount placeholder={t('consult.placeholder')} />
        </Form.Item>
      </Form>
    </div>
  );
}

/** /consult/list */
export function ConsultListPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <PullList queryKey={CONSULTATION_LIST} fetchPage={fetchConsultations} changedElsewhere>
        {(rows) => (
          <div className="record-list">
            {rows.map((row) => (
              <Link
                key={row.id}
                to={`/consult/detail/${row.id}`}
                className="record-card consult-row"
                data-testid="consult-row"
              >
                <img src={pictureUrl(row.product.image, 'thumb')} alt="" width={48} height={48} />
                <div>
                  <strong>
                    <bdi>{row.product.name}</bdi>
                  </strong>
                  <span className="muted">{row.last_message?.content}</span>
                </div>
                <span className={row.status === 'answered' ? 'amount-in' : 'muted'}>
                  {t(`consult.status.${row.status}`)}
                </span>
              </Link>
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}

/** /consult/detail/:id — the thread as a chat, with a reply box. */
export function ConsultDetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const thread = useThread(id);
  const reply = useReplyInThread(id);
  const [text, setText] = useState('');
  const { submit, busy } = useFormSubmit(consultReplySchema, async (data) => {
    await reply.mutateAsync(data.content);
    setText('');
  });
  if (thread.isPending) return <PageLoading />;
  if (!thread.data) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('msg.consult_not_found')} description="" />
      </div>
    );
  }
  return (
    <div className="page chat-page">
      <TopBar title={thread.data.shop.name} />
      <Link
        className="card-section chat-product"
        to={`/detail/${thread.data.product.id}/${thread.data.shop.id}`}
      >
        <img src={pictureUrl(thread.data.product.image, 'thumb')} alt="" width={44} height={44} />
        <span>
          <bdi>{thread.data.product.name}</bdi>
        </span>
      </Link>
      <div className="chat" data-testid="chat">
        {thread.data.replies.map((message) => (
          <div
            key={message.id}
            className={`bubble ${message.sender}`}
            data-testid={`bubble-${message.sender}`}
          >
            <p>{message.content}</p>
            <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
          </div>
        ))}
      </div>
      <footer className="bottom-bar chat-bar">
        <TextArea
          value={text}
          onChange={setText}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('consult.reply_placeholder')}
          aria-label={t('field.reply_content')}
        />
        <Button color="primary" loading={busy} onClick={() => submit({ id, content: text })}>
          {t('consult.send')}
        </Button>
      </footer>
    </div>
  );
}
