import { Collapse, ErrorBlock, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { useArticles } from './api';
import { ListLink } from '../../components/ListRow';

/** Help and law share one look: each article a section that opens. */
export function ArticlesPage({ kind }: { kind: 'help_support' | 'law' }) {
  const { t, i18n } = useTranslation();
  const articles = useArticles(kind, i18n.language);
  return (
    <div className="page">
      <TopBar />
      {articles.isPending && <div className="skeleton article-skeleton" />}
      {articles.data?.length === 0 && <ErrorBlock status="empty" title={t('common.empty')} description="" />}
      {/* Mounted with its articles, so that the first one opens (a default key counts at mount only). */}
      {articles.data && articles.data.length > 0 && (
        <Collapse accordion defaultActiveKey={String(articles.data[0]?.id)}>
          {articles.data.map((article) => (
            <Collapse.Panel key={String(article.id)} title={article.title}>
              <p className="article-text">{article.content}</p>
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
      {kind === 'help_support' && (
        <List className="menu-list">
          <ListLink to="/service">{t('route.service')}</ListLink>
          <ListLink to="/platformComplaint">{t('service.complain')}</ListLink>
        </List>
      )}
    </div>
  );
}
